import 'server-only';
import { bookingSchema, type BookingField } from '@/lib/schemas/booking';
import { insertBooking } from '@/server/db/repositories/bookings';
import { createLead, type LeadSpec } from './create-lead';
import type { LeadRequestContext } from './validate';

const bookingLead: LeadSpec<typeof bookingSchema, 'booking'> = {
  kind: 'booking',
  table: 'bookings',
  schema: bookingSchema,
  store: insertBooking,
};

/** The one way a booking is made: the JSON API and the booking page both call this. */
export function createBooking(input: unknown, context: LeadRequestContext) {
  return createLead<typeof bookingSchema, BookingField, 'booking'>(bookingLead, input, context);
}
