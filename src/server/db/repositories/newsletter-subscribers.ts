import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NewsletterSubscribersTable } from '../schema';
import { insertLead } from './insert-lead';

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;

/**
 * One row per address: subscribing an address that is already there returns its row with
 * outcome `existing` and stores nothing. `email` arrives lower-cased from the schema.
 */
export function insertSubscriber(db: Kysely<Database>, email: string, idempotencyKey?: string) {
  return insertLead(db, 'newsletterSubscribers', { email }, idempotencyKey, () =>
    findSubscriberByEmail(db, email),
  );
}

export function findSubscriberByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}
