import 'server-only';
import type { LeadTableOf } from '@/server/db/schema';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { estimateSnapshot } from '@/features/estimate';
import { type LeadKind } from '@/features/leads/lead-types';
import type { Booking } from '@/features/leads/schemas/booking';
import type { ContactMessage } from '@/features/leads/schemas/contact';
import type { newsletterSchema } from '@/features/leads/schemas/newsletter';
import type { QuoteRequest } from '@/features/leads/schemas/quote-request';

/** A kind's valid submission: its schema's output (its schema in features/leads/schemas). */
export interface SubmissionOf {
  booking: Booking;
  quote: QuoteRequest;
  contact: ContactMessage;
  subscriber: z.output<typeof newsletterSchema>;
}

/**
 * The columns a kind's form fills (or staff, for a lead entered by hand); the rest (id,
 * reference, dates, keys) the insert adds.
 */
export type FormColumns<K extends LeadKind> = Omit<
  Insertable<LeadTableOf<K>>,
  'id' | 'reference' | 'createdAt' | 'idempotencyKey' | 'idempotencyDigest'
>;

/** Both kinds of quote request share one table; the columns the other kind uses stay null. */
function quoteColumns(quote: QuoteRequest): FormColumns<'quote'> {
  const common = { source: quote.source, name: quote.name, email: quote.email };
  const none = {
    phone: null,
    moveDate: null,
    origin: null,
    destination: null,
    moveType: null,
    inventory: null,
    service: null,
    estimate: null,
  };
  if (quote.source === 'popup')
    return { ...none, ...common, phone: quote.phone ?? null, service: quote.service };
  return {
    ...none,
    ...common,
    phone: quote.phone,
    moveDate: quote.moveDate,
    origin: quote.origin,
    destination: quote.destination,
    moveType: quote.moveType,
    inventory: quote.inventory ?? null,
    estimate: quote.estimate ? JSON.stringify(estimateSnapshot(quote.estimate)) : null,
  };
}

/** How each kind's submission maps onto its columns. */
export const COLUMNS: { [K in LeadKind]: (data: SubmissionOf[K]) => FormColumns<K> } = {
  booking: (booking) => ({
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    service: booking.service,
    moveDate: booking.date,
    message: booking.message ?? null,
    pickupCity: booking.pickupCity ?? null,
    pickupArea: booking.pickupArea ?? null,
    pickupAddress: booking.pickupAddress ?? null,
    dropCity: booking.dropCity ?? null,
    dropArea: booking.dropArea ?? null,
    dropAddress: booking.dropAddress ?? null,
    // The server's own figures from the inputs, frozen with the lead (never the client's).
    estimate: booking.estimate ? JSON.stringify(estimateSnapshot(booking.estimate)) : null,
  }),
  quote: quoteColumns,
  contact: (message) => ({
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    message: message.message,
  }),
  subscriber: (signup) => ({ email: signup.email }),
};
