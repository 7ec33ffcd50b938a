import 'server-only';
import { todayInIndia } from '@/lib/dates';
import type { StaffPayment } from '@/features/payments';
import { recordPaymentAs, type RecordResult } from '@/features/payments/server';
import type { StaffMember } from '@/features/people/server';
import type { CollectionInput } from '../schema';
import { moveAccess } from './access';

export type CollectionResult =
  | RecordResult
  | { ok: true; replayed: true; payment: Pick<StaffPayment, 'id'> }
  | { ok: false; reason: 'idempotency_mismatch' };

/**
 * The crew records the balance collected on its own move (`moves.mine`, on the move's crew):
 * a `balance` payment received today, through the payments code (checked against the figures
 * in its transaction, audited). Sent again under its Idempotency-Key, the first is given back.
 */
export async function recordCollection(
  member: StaffMember,
  bookingId: string,
  input: CollectionInput,
  idempotencyKey?: string,
): Promise<CollectionResult> {
  const access = await moveAccess(member, bookingId);
  if (!access) return { ok: false, reason: 'not_found' };
  const { db, session } = access.context;
  if (idempotencyKey) {
    const first = await db
      .selectFrom('moveCollections')
      .select(['bookingId', 'paymentId'])
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst();
    if (first)
      return first.bookingId === bookingId
        ? { ok: true, replayed: true, payment: { id: first.paymentId } }
        : { ok: false, reason: 'idempotency_mismatch' };
  }
  return recordPaymentAs(
    session,
    'booking',
    bookingId,
    { kind: 'balance', ...input, receivedOn: todayInIndia(), reason: undefined },
    idempotencyKey
      ? async (trx, payment) => {
          await trx
            .insertInto('moveCollections')
            .values({ idempotencyKey, bookingId, paymentId: payment.id })
            .execute();
        }
      : undefined,
  );
}
