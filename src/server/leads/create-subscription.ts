import 'server-only';
import { newsletterSchema, type NewsletterField } from '@/lib/schemas/newsletter';
import { insertSubscriber } from '@/server/db/repositories/newsletter-subscribers';
import { createLead, type LeadSpec } from './create-lead';
import type { LeadRequestContext } from './validate';

const subscriptionLead: LeadSpec<typeof newsletterSchema, 'subscriber'> = {
  kind: 'subscriber',
  table: 'newsletterSubscribers',
  schema: newsletterSchema,
  store: (db, signup, idempotencyKey) => insertSubscriber(db, signup.email, idempotencyKey),
};

/** A newsletter sign-up; an address already on the list is `existing`, not a second row. */
export function createSubscription(input: unknown, context: LeadRequestContext) {
  return createLead<typeof newsletterSchema, NewsletterField, 'subscriber'>(
    subscriptionLead,
    input,
    context,
  );
}
