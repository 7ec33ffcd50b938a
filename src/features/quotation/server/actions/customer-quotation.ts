'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { quotationPath, type QuotationNotice } from '@/features/quotation/content/quotation-page';
import { clientAddress } from '@/server/http/client-address';
import { asForm } from '@/server/http/as-form';
import { formNumber } from '@/lib/forms/form-number';
import { acceptQuotation, type AcceptResult } from '@/features/quotation/server/customer-accept';
import {
  claimQuotationPaid,
  requestQuotationChange,
  type NoteResult,
} from '@/features/quotation/server/customer-word';

/**
 * The customer's forms on /q/{token}. Each is a plain form post that works without
 * JavaScript: the action does the work and answers with a redirect back to the page (303 after
 * a post), which shows the outcome from the store and a notice named in its query.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

type Refused = Exclude<AcceptResult | NoteResult, { ok: true }>;

function noticeOf(result: Refused, field: string): QuotationNotice {
  switch (result.reason) {
    case 'validation':
      return `invalid-${field}` as QuotationNotice;
    case 'not_found':
      return 'not-found';
    case 'rate_limited':
      return 'rate-limited';
    case 'superseded':
    case 'changed':
      return 'superseded';
    case 'expired':
      return 'expired';
    case 'closed':
      return 'closed';
  }
}

async function run(
  form: unknown,
  work: (token: string, form: FormData, address: string) => Promise<AcceptResult | NoteResult>,
  outcome: { ok: QuotationNotice; field: (result: Refused) => string; anchor: string },
): Promise<never> {
  const data = asForm(form);
  const token = text(data, 'token');
  let notice: QuotationNotice;
  let anchor = outcome.anchor;
  try {
    const result = await work(token, data, clientAddress(await headers()));
    notice = result.ok ? outcome.ok : noticeOf(result, outcome.field(result));
    if (result.ok && outcome.ok === 'accepted') anchor = 'pay';
  } catch (error) {
    console.error('[quotation] a customer form failed:', error);
    notice = 'unavailable';
  }
  redirect(`${quotationPath(token)}?notice=${notice}#${anchor}`);
}

const firstField = (result: Refused, order: readonly string[]) =>
  result.reason === 'validation'
    ? (order.find((name) => name in result.fieldErrors) ?? order[0]!)
    : order[0]!;

/** "Accept and book": version, typed name, the terms ticked. */
export async function acceptQuotationAction(form: FormData): Promise<void> {
  await run(
    form,
    (token, data, address) =>
      acceptQuotation(
        token,
        {
          version: formNumber(text(data, 'version')),
          totalPaise: formNumber(text(data, 'totalPaise')),
          name: text(data, 'name'),
          agree: data.get('agree') === 'on' ? true : undefined,
        },
        address,
      ),
    {
      ok: 'accepted',
      anchor: 'accept',
      // A bad hidden total is a stale page, as a bad version is: reload and accept again.
      field: (r) =>
        firstField(r, ['name', 'agree', 'version', 'totalPaise']).replace('totalPaise', 'version'),
    },
  );
}

/** "Ask for a change": the customer's message. */
export async function requestChangeAction(form: FormData): Promise<void> {
  await run(
    form,
    (token, data, address) =>
      requestQuotationChange(token, { message: text(data, 'message') }, address),
    { ok: 'change-sent', anchor: 'change', field: () => 'message' },
  );
}

/** "I have paid": the UTR. */
export async function claimPaidAction(form: FormData): Promise<void> {
  await run(
    form,
    (token, data, address) => claimQuotationPaid(token, { utr: text(data, 'utr') }, address),
    { ok: 'paid-sent', anchor: 'paid', field: () => 'utr' },
  );
}
