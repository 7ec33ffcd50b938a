import 'server-only';
import { indiaDayOf, todayInIndia } from '@/lib/dates';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { addDays } from '@/features/quotation/schemas/draft';
import { findLead } from '@/features/leads/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import { writeTransaction } from '@/server/db/write-transaction';
import { wakeMailSender } from '@/server/mail/outbox';
import { findOwnRequest } from '@/features/tracking/server';
import type { TrackResult } from '@/features/tracking';
import { CUSTOMER_ACTOR } from '@/features/survey';
import { claimSchema } from '../schema';
import { claimSettings } from '../settings';
import { queueClaimEmail } from './email';
import { insertClaim } from './data/claims';
import { insertClaimPhotos } from './data/claim-photos';
import { keptClaimPhotos, photoCountErrors, type ClaimPhotoUpload } from './claim-photos';

export type FileClaimResult =
  | { ok: true; id: string; number: string }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<string> }
  | Exclude<TrackResult, { ok: true } | { reason: 'validation' }>
  | { ok: false; reason: 'not_delivered' }
  | { ok: false; reason: 'past_notice' }
  | { ok: false; reason: 'not_an_image' | 'unreadable'; itemIndex: number };

/**
 * A damage or loss claim from /track: the look-up's checks and rate limit (a wrong reference or
 * contact is the same 404), then the move must be done (delivered) and within the notice period
 * of its move date (else its booking day). Only then are the photos read (by their bytes, then
 * resized and stripped as the crew's are). The claim, its photos, its audit entry and the
 * acknowledgment email are written together.
 */
export async function fileClaim(
  input: unknown,
  context: { clientAddress: string },
  now: Date = new Date(),
  /** Counted already by the form's reader (claim-form.ts), each of an item of `input`. */
  photos: readonly ClaimPhotoUpload[] = [],
): Promise<FileClaimResult> {
  const parsed = claimSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const counted = photoCountErrors(photos, parsed.data.items.length);
  if (counted) return { ok: false, reason: 'validation', fieldErrors: counted };
  const found = await findOwnRequest(input, context);
  if (!found.ok) return found;
  const { handle, kind, lead } = found;
  if (lead.status !== 'done') return { ok: false, reason: 'not_delivered' };
  const from = lead.moveDate ?? indiaDayOf(lead.createdAt);
  if (addDays(from, claimSettings.noticeDays) < todayInIndia(now))
    return { ok: false, reason: 'past_notice' };
  const kept = await keptClaimPhotos(photos);
  if (!kept.ok) return kept;
  let emailed = false;
  const claim = await writeTransaction(handle, async (trx) => {
    const stored = await insertClaim(
      trx,
      {
        leadKind: kind,
        leadId: lead.id,
        description: parsed.data.description,
        items: parsed.data.items,
      },
      todayInIndia(now),
      now.toISOString(),
    );
    await insertClaimPhotos(trx, stored.id, kept.photos, now.toISOString());
    const row = await findLead(trx, kind, lead.id);
    emailed = await queueClaimEmail(trx, stored, {
      reference: lead.reference,
      name: row && 'name' in row ? row.name : null,
      email: lead.email,
      language: row?.language,
    });
    await insertAudit(trx, {
      actorId: null,
      actorName: CUSTOMER_ACTOR,
      action: 'claim-filed',
      target: lead.reference,
      detail: `${stored.number}: ${stored.askedPaise} paise asked, ${kept.photos.length} photos`,
    });
    return stored;
  });
  if (emailed) wakeMailSender();
  return { ok: true, id: claim.id, number: claim.number };
}
