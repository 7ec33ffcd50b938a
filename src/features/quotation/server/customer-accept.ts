import 'server-only';
import { quotationEmailTexts as mail } from '@/features/quotation/content/quotation-page';
import { formatPaise } from '@/lib/format-inr';
import { CUSTOMER_ACTOR } from '@/features/survey';
import type { LeadKind } from '@/features/leads';
import type { CustomerQuotation } from '@/features/quotation/customer-view';
import { versionStatus } from '@/features/quotation/status';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { quotationAcceptSchema } from '@/features/quotation/schemas/accept';
import { findLead, changeLead } from '@/features/leads/server';
import { insertAudit } from '@/features/people/server';
import { lockedLatestVersion } from '@/features/quotation/server/data/quotation-lock';
import { acceptVersion } from '@/features/quotation/server/data/quotation-events';
import { findVersion, type StoredVersion } from '@/features/quotation/server/data/quotations';
import { writeTransaction } from '@/server/db/write-transaction';
import { queueStatusEmail } from '@/features/leads/server';
import { wakeMailSender } from '@/server/mail/outbox';
import { queueStaffEmail } from './notify';
import { quotationUrl } from './token';
import { customerView } from './customer-view';
import {
  findByToken,
  QUOTATION_WRITE_RULE,
  type Invalid,
  type Refusal,
  CLOSED,
} from './customer-access';

export type AcceptResult =
  | { ok: true; quotation: CustomerQuotation }
  | Refusal
  | Invalid<'version' | 'name' | 'agree'>
  | { ok: false; reason: 'superseded' | 'changed'; latest: number; totalPaise: number }
  | { ok: false; reason: 'expired'; validUntil: string }
  | { ok: false; reason: 'closed' };

/**
 * "Accept and book": records the version, time and typed name once (a repeat gets the same
 * answer), then moves the lead to booked through the staff status path (history, the
 * customer's booked email) and emails staff. A replaced version → superseded; past its last
 * day → expired; a move done or cancelled → closed. Nothing is stored unless all checks pass.
 */
export async function acceptQuotation(
  token: string,
  input: unknown,
  address: string,
): Promise<AcceptResult> {
  const parsed = quotationAcceptSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const found = await findByToken(token, address, QUOTATION_WRITE_RULE);
  if (!found.ok) return found;
  const { handle, quotation, latest, lead } = found;
  const { version, totalPaise, name } = parsed.data;
  if (latest.acceptedAt && latest.version === version)
    return { ok: true, quotation: await customerView(found) };
  const mismatch = (now: StoredVersion) =>
    now.version !== version || now.totalPaise !== totalPaise
      ? ({
          ok: false,
          reason: now.version !== version ? 'superseded' : 'changed',
          latest: now.version,
          totalPaise: now.totalPaise,
        } as const)
      : undefined;
  const before = mismatch(latest);
  if (before) return before;
  const status = versionStatus(latest, quotation.latestVersion);
  if (status === 'expired') return { ok: false, reason: 'expired', validUntil: latest.validUntil };
  if (CLOSED.includes(lead.status)) return { ok: false, reason: 'closed' };

  const kind: LeadKind = quotation.leadKind;
  // The acceptance, the move to booked (history, the customer's booked email, the audit entry)
  // and the staff's email are one write: a failure leaves the quotation open to accept again.
  const first = await writeTransaction(handle, async (trx) => {
    // Acceptance binds to the price shown: checked again here, under the quotation's lock, so
    // a staff save that commits between the check above and this write cannot slip through.
    const now = (await lockedLatestVersion(trx, handle.engine, quotation.id))!;
    const refused = now.acceptedAt && now.version === version ? undefined : mismatch(now);
    if (refused) return refused;
    const recorded = await acceptVersion(trx, quotation.id, version, name);
    if (!recorded) return false;
    await queueStaffEmail(trx, {
      subject: mail.staffAcceptedSubject(lead.reference),
      text: mail.staffAcceptedBody(
        lead.reference,
        version,
        name,
        formatPaise(latest.totalPaise),
        quotationUrl(quotation.token),
      ),
      label: `the acceptance email for ${lead.reference}`,
    });
    // The same path as a staff member's change of status: history row and booked email.
    const changed = await changeLead(trx, kind, lead.id, { status: 'booked' }, null, (inner, row) =>
      queueStatusEmail(inner, kind, row, 'booked').then(() => undefined),
    );
    if (changed && changed.before.status !== 'booked')
      await insertAudit(trx, {
        actorId: null,
        actorName: CUSTOMER_ACTOR,
        action: 'status',
        target: lead.reference,
        detail: `${changed.before.status} → booked (quotation version ${version} accepted)`,
      });
    return true;
  });
  if (typeof first === 'object') return first;
  if (first) wakeMailSender();
  const fresh = (await findVersion(handle.db, quotation.id, version)) as StoredVersion;
  const updatedLead = (await findLead(handle.db, kind, lead.id)) ?? lead;
  return {
    ok: true,
    quotation: await customerView({ ...found, latest: fresh, lead: updatedLead }),
  };
}
