'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { trackPage, trackPath } from '@/features/tracking/content';
import { rupeesToPaise } from '@/features/quotation';
import { clientAddress } from '@/server/http/client-address';
import { claimTexts, trackClaimTexts as t } from '../../content';
import { claimSettings } from '../../settings';
import type { ClaimFormState } from '../../form-state';
import { fileClaim } from '../file-claim';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The /track claim form (works without JavaScript): the same checks as POST /api/track/claims. */
export async function fileClaimAction(
  _previous: ClaimFormState,
  form: FormData,
): Promise<ClaimFormState> {
  const names = [
    'description',
    ...[0, 1, 2].flatMap((i) => [`label-${i}`, `damage-${i}`, `amount-${i}`]),
  ];
  const values = Object.fromEntries(names.map((name) => [name, text(form, name)]));
  const items = [0, 1, 2]
    .filter(
      (i) =>
        values[`label-${i}`]!.trim() ||
        values[`damage-${i}`]!.trim() ||
        values[`amount-${i}`]!.trim(),
    )
    .map((i) => ({
      label: values[`label-${i}`],
      damage: values[`damage-${i}`],
      amountPaise: rupeesToPaise(values[`amount-${i}`]!) ?? Number.NaN,
    }));
  try {
    const result = await fileClaim(
      {
        reference: text(form, 'reference'),
        contact: text(form, 'contact'),
        description: values.description,
        items,
      },
      { clientAddress: clientAddress(await headers()) },
    );
    if (result.ok) {
      revalidatePath(trackPath);
      return { ok: true, message: claimTexts.filed(result.number) };
    }
    switch (result.reason) {
      case 'validation':
        return {
          error: t.fixFields,
          fieldErrors: result.fieldErrors as Record<string, string>,
          values,
        };
      case 'not_delivered':
        return { error: claimTexts.errors.notDelivered, values };
      case 'past_notice':
        return { error: claimTexts.errors.pastNotice(claimSettings.noticeDays), values };
      case 'not_found':
        return { error: trackPage.notFound.body, values };
      case 'rate_limited':
        return { error: trackPage.rateLimited(result.retryAfterSeconds), values };
    }
  } catch (error) {
    console.error('[track] a claim failed:', error);
    return { error: t.failed, values };
  }
}
