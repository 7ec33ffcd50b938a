import 'server-only';
import type { z } from 'zod';
import type { LeadKind } from '@/lib/lead-kinds';
import { bookingSchema } from '@/lib/schemas/booking';
import { contactSchema } from '@/lib/schemas/contact';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { quoteRequestSchema } from '@/lib/schemas/quote-request';
import { insertBooking } from '@/server/db/repositories/bookings';
import { insertContactMessage } from '@/server/db/repositories/contact-messages';
import { insertSubscriber } from '@/server/db/repositories/newsletter-subscribers';
import { insertQuoteRequest } from '@/server/db/repositories/quote-requests';
import { createLead, leadSpec, type LeadSpec } from './create-lead';
import type { CreateLeadResult, LeadRequestContext } from './validate';

/**
 * What the server needs of each kind of lead beyond its LEAD_KINDS entry: the schema a
 * submission must pass, and how a valid one is stored. One row per kind.
 */
export const LEAD_SPECS = {
  booking: leadSpec({ kind: 'booking', schema: bookingSchema, store: insertBooking }),
  quote: leadSpec({ kind: 'quote', schema: quoteRequestSchema, store: insertQuoteRequest }),
  contact: leadSpec({ kind: 'contact', schema: contactSchema, store: insertContactMessage }),
  subscriber: leadSpec({
    kind: 'subscriber',
    schema: newsletterSchema,
    store: (db, signup, idempotencyKey) => insertSubscriber(db, signup.email, idempotencyKey),
  }),
} satisfies { [K in LeadKind]: LeadSpec<z.ZodType, K> };

type SchemaOf<K extends LeadKind> = (typeof LEAD_SPECS)[K]['schema'];
// Every key of every member of a union (a quote request is one of two forms).
type KeysOf<T> = T extends unknown ? keyof T : never;
/** The fields a kind's submission may be told off about (its schema's input keys). */
export type SubmissionField<K extends LeadKind> = Extract<KeysOf<z.input<SchemaOf<K>>>, string>;

/** The one way a lead of any kind is made: the JSON API and the pages' server actions call it. */
export function createLeadOf<K extends LeadKind>(
  kind: K,
  input: unknown,
  context: LeadRequestContext,
): Promise<CreateLeadResult<SubmissionField<K>>> {
  const spec = LEAD_SPECS[kind] as unknown as LeadSpec<z.ZodType, K>;
  return createLead<z.ZodType, SubmissionField<K>, K>(spec, input, context);
}
