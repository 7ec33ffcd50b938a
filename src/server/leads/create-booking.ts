import 'server-only';
import { getDb } from '@/server/db';
import { insertBooking } from '@/server/db/repositories/bookings';
import { writeTransaction } from '@/server/db/write-transaction';
import { bookingSchema, type BookingField } from '@/lib/schemas/booking';
import { afterLeadStored } from './after-store';
import { validateLead, type CreateLeadResult } from './validate';

/** The one way a booking is made: the JSON API and the booking page both call this. */
export async function createBooking(
  input: unknown,
  idempotencyKey?: string,
): Promise<CreateLeadResult<BookingField>> {
  const checked = validateLead(bookingSchema, input);
  if (!checked.ok) return checked;
  const handle = await getDb();
  const { lead, replayed } = await writeTransaction(handle, (db) =>
    insertBooking(db, checked.data, idempotencyKey),
  );
  if (!replayed) afterLeadStored('booking', lead);
  return {
    ok: true,
    replayed,
    lead: { id: lead.id, reference: lead.reference, createdAt: lead.createdAt },
  };
}
