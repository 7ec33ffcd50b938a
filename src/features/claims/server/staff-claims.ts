import 'server-only';
import { formatPaise } from '@/lib/format-inr';
import { isTrackKind, type LeadKind } from '@/features/leads';
import { todayInIndia } from '@/lib/dates';
import { actorOf, leadFor, need, readOnce, type StaffMember } from '@/features/people/server';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { getDb } from '@/server/db';
import { findLead } from '@/features/leads/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import { insertPayment } from '@/features/payments/server';
import { writeTransaction } from '@/server/db/write-transaction';
import { wakeMailSender } from '@/server/mail/outbox';
import { claimTexts as t } from '../content';
import { CLAIM_NEXT, type ClaimView } from '../kinds';
import type { ClaimUpdate } from '../schema';
import { queueClaimEmail } from './email';
import { claimsOfLead, claimView, findClaim, moveClaim } from './data/claims';
import { claimPhotoBytes, photosOfClaims } from './data/claim-photos';

/** A lead's claims, oldest first (`leads.read`); undefined when there is no such lead. */
export async function adminClaims(
  member: StaffMember,
  kind: LeadKind,
  id: string,
): Promise<ClaimView[] | undefined> {
  const { db } = await need(member, 'leads.read');
  if (!isTrackKind(kind) || !(await leadFor(member, db, kind, id))) return undefined;
  const rows = await claimsOnce(member, db, kind, id);
  const photos = await photosOfClaims(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    claimView(
      row,
      photos.filter((photo) => photo.claimId === row.id),
    ),
  );
}

/** One photo of a claim of this move (`leads.read`): the JPEG, or its thumbnail. */
export async function adminClaimPhoto(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  photoId: string,
  size: 'full' | 'thumb',
): Promise<Buffer | undefined> {
  const { db } = await need(member, 'leads.read');
  if (!isTrackKind(kind) || !(await leadFor(member, db, kind, id))) return undefined;
  const photo = await claimPhotoBytes(db, { kind, id }, photoId);
  return photo && Buffer.from(size === 'thumb' ? photo.thumb : photo.bytes);
}

/** A lead's claims: once per page for a pageReader (the payments read them too). */
export const claimsOnce = (member: StaffMember, db: Kysely<Database>, kind: LeadKind, id: string) =>
  readOnce(member, `claims:${kind}:${id}`, () => claimsOfLead(db, kind, id));

export type ClaimUpdateResult =
  | { ok: true; claim: ClaimView }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; message: string };

/**
 * Moves a claim on (`claims.settle`): to under review, settled or rejected, with the note the
 * customer reads. Settling writes, in the same transaction, a refund entry of the amount (paid
 * back to the customer) or nothing (taken off what they owe: the ledger's total takes settled
 * claims off); either way the balance stays honest. The status moves only from the one read,
 * so two people settling at once settle once: the second is told it moved.
 */
export async function adminUpdateClaim(
  member: StaffMember,
  id: string,
  update: ClaimUpdate,
  /** The lead page the form was on: a claim of another move is not found. */
  of?: { kind: LeadKind; id: string },
): Promise<ClaimUpdateResult> {
  const { session } = await need(member, 'claims.settle');
  const handle = await getDb();
  let emailed = false;
  const result = await writeTransaction(handle, async (trx): Promise<ClaimUpdateResult> => {
    emailed = false;
    const claim = await findClaim(trx, id);
    if (!claim || (of && (claim.leadKind !== of.kind || claim.leadId !== of.id)))
      return { ok: false, reason: 'not_found' };
    if (!CLAIM_NEXT[claim.status].includes(update.status))
      return {
        ok: false,
        reason: 'conflict',
        message: t.errors.notNext(t.statuses[claim.status], t.statuses[update.status]),
      };
    const lead = await findLead(trx, claim.leadKind, claim.leadId);
    if (!lead) return { ok: false, reason: 'not_found' };
    const settled = update.status === 'settled' ? (update.settledPaise ?? 0) : null;
    const now = new Date().toISOString();
    const payment =
      settled !== null && (update.payout ?? 'refund') === 'refund'
        ? await insertPayment(trx, {
            leadKind: claim.leadKind,
            leadId: claim.leadId,
            kind: 'refund',
            amountPaise: -settled,
            mode: 'bank',
            reference: claim.number,
            receivedOn: todayInIndia(),
            reason: t.settlementReason(claim.number),
            recordedBy: session.userId,
            recordedByName: session.name,
          })
        : undefined;
    const change = {
      status: update.status,
      settledPaise: settled,
      note: update.note ?? claim.note,
      paymentId: payment?.id ?? null,
      updatedAt: now,
      updatedByName: session.name,
    };
    // Thrown, not returned: the refund entry written above must roll back with it.
    if (!(await moveClaim(trx, id, claim.status, change))) throw new ClaimMoved();
    const stored = { ...claim, ...change };
    emailed = await queueClaimEmail(trx, stored, {
      reference: lead.reference,
      name: 'name' in lead ? lead.name : null,
      email: 'email' in lead ? lead.email : null,
      language: lead.language,
    });
    await insertAudit(trx, {
      ...actorOf(session),
      action: 'claim-updated',
      target: lead.reference,
      detail: `${claim.number}: ${update.status}${settled === null ? '' : ` ${formatPaise(settled)}`}`,
    });
    return { ok: true, claim: claimView(stored, await photosOfClaims(trx, [id])) };
  }).catch((error: unknown) => {
    if (error instanceof ClaimMoved)
      return { ok: false as const, reason: 'conflict' as const, message: t.errors.moved };
    throw error;
  });
  if (emailed && result.ok) wakeMailSender();
  return result;
}

class ClaimMoved extends Error {}
