import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { ClaimStatus } from '../../kinds';

/** The most claims the staff list shows at once, newest first. */
export const CLAIM_LIST_LIMIT = 500;

/**
 * Every claim, newest first (of one status when given), with its move's reference: a claim
 * belongs to a booking, a quote request or a contact message, so each is joined by its kind.
 */
export async function claimList(db: Kysely<Database>, status?: ClaimStatus) {
  let query = db
    .selectFrom('claims')
    .leftJoin('bookings', (join) =>
      join.onRef('bookings.id', '=', 'claims.leadId').on('claims.leadKind', '=', 'booking'),
    )
    .leftJoin('quoteRequests', (join) =>
      join.onRef('quoteRequests.id', '=', 'claims.leadId').on('claims.leadKind', '=', 'quote'),
    )
    .leftJoin('contactMessages', (join) =>
      join.onRef('contactMessages.id', '=', 'claims.leadId').on('claims.leadKind', '=', 'contact'),
    )
    .select((eb) => [
      'claims.id',
      'claims.number',
      'claims.leadKind',
      'claims.leadId',
      'claims.status',
      'claims.askedPaise',
      'claims.settledPaise',
      'claims.createdAt',
      eb.fn
        .coalesce('bookings.reference', 'quoteRequests.reference', 'contactMessages.reference')
        .as('reference'),
    ]);
  if (status) query = query.where('claims.status', '=', status);
  return query
    .orderBy('claims.createdAt', 'desc')
    .orderBy('claims.number', 'desc')
    .limit(CLAIM_LIST_LIMIT)
    .execute();
}
