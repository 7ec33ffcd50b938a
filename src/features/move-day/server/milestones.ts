import 'server-only';
import { indiaDayOf } from '@/lib/dates';
import { actorOf, type StaffMember } from '@/features/people/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import { writeTransaction } from '@/server/db/write-transaction';
import { wakeMailSender } from '@/server/mail/outbox';
import { milestoneErrors as e, moveDayAudit } from '../content';
import { nextMilestone, type MilestoneKind } from '../milestones';
import type { MilestoneInput } from '../schema';
import { moveAccess } from './access';
import { queueMilestoneEmail } from './milestone-email';
import { deliveryFactsOf } from './delivery-proof';
import { issueDeliveryReceipt } from '@/features/documents/server';
import { documentTitles } from '@/features/documents/content';
import { insertMilestone, milestoneByKey, milestonesOf } from './repository';

export type MilestoneResult =
  | { ok: true; milestone: { id: string; kind: MilestoneKind; at: string }; replayed: boolean }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'idempotency_mismatch' }
  | { ok: false; reason: 'out_of_order'; message: string }
  | { ok: false; reason: 'invalid'; message: string; field: string };

/**
 * Records a step of the move (who and when, in the audit log), only as the next one in
 * MILESTONE_KINDS' order (409 otherwise), checked in the write transaction that stores it.
 * `loaded` carries the expected delivery day; loaded and delivered email the customer;
 * delivered issues the proof of delivery (delivery-receipt) from the day's records. A
 * step sent again under its Idempotency-Key (a phone that lost the answer) gets the first back.
 */
export async function recordMilestone(
  member: StaffMember,
  bookingId: string,
  input: MilestoneInput,
  idempotencyKey?: string,
): Promise<MilestoneResult> {
  const access = await moveAccess(member, bookingId);
  if (!access) return { ok: false, reason: 'not_found' };
  const { context, lead } = access;
  const { session } = context;
  const at = input.at ?? new Date().toISOString();
  if (input.expectedDeliveryOn !== undefined && input.expectedDeliveryOn < indiaDayOf(at))
    return {
      ok: false,
      reason: 'invalid',
      message: e.deliveryBeforeToday,
      field: 'expectedDeliveryOn',
    };
  let emailed = false;
  const result = await writeTransaction(context, async (trx): Promise<MilestoneResult> => {
    if (idempotencyKey) {
      const first = await milestoneByKey(trx, idempotencyKey);
      if (first)
        return first.bookingId === bookingId && first.kind === input.kind
          ? {
              ok: true,
              milestone: { id: first.id, kind: first.kind, at: first.at },
              replayed: true,
            }
          : { ok: false, reason: 'idempotency_mismatch' };
    }
    const next = nextMilestone(await milestonesOf(trx, bookingId));
    if (input.kind !== next)
      return { ok: false, reason: 'out_of_order', message: e.outOfOrder(input.kind, next) };
    const milestone = await insertMilestone(trx, {
      bookingId,
      kind: input.kind,
      at,
      actorId: session.userId,
      actorName: session.name,
      note: input.note ?? null,
      expectedDeliveryOn: input.expectedDeliveryOn ?? null,
      idempotencyKey: idempotencyKey ?? null,
      latitude: input.location?.latitude ?? null,
      longitude: input.location?.longitude ?? null,
      accuracyM: input.location?.accuracy ?? null,
    });
    await insertAudit(trx, {
      ...actorOf(session),
      action: moveDayAudit.milestone,
      target: lead.reference,
      detail: moveDayAudit.milestoneLine(input.kind, input.expectedDeliveryOn ?? null),
    });
    if (input.kind === 'delivered') {
      // The proof of delivery is issued with the step, in its transaction (issue 47 point 6).
      const paper = await issueDeliveryReceipt(
        trx,
        lead,
        { userId: session.userId, name: session.name },
        await deliveryFactsOf(trx, bookingId, lead.language ?? 'en'),
      );
      await insertAudit(trx, {
        ...actorOf(session),
        action: 'document-issued',
        target: lead.reference,
        detail: `${documentTitles[paper.kind]} ${paper.number}`,
      });
    }
    emailed = await queueMilestoneEmail(trx, input.kind, lead, input.expectedDeliveryOn ?? null);
    return { ok: true, milestone, replayed: false };
  });
  if (emailed) wakeMailSender();
  return result;
}
