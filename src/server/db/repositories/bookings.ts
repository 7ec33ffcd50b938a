import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Booking } from '@/lib/schemas/booking';
import type { BookingsTable, Database } from '../schema';
import { insertLead } from './insert-lead';
import { estimateSnapshot } from '@/lib/estimate/snapshot';

export type BookingRow = Selectable<BookingsTable>;

export function insertBooking(db: Kysely<Database>, booking: Booking, idempotencyKey?: string) {
  return insertLead(
    db,
    'bookings',
    {
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      service: booking.service,
      moveDate: booking.date,
      message: booking.message ?? null,
      // The server's own figures from the inputs, frozen with the lead (never the client's).
      estimate: booking.estimate ? JSON.stringify(estimateSnapshot(booking.estimate)) : null,
    },
    idempotencyKey,
  );
}
