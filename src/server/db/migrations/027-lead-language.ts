import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * The customer's language on every lead (issue 49): `en`, `hi` or `or`, from the page the lead
 * was made on (or the API's `language`). Every message, page and paper the customer gets speaks
 * it. Older leads, and every client that does not send one, are English.
 */
export const leadLanguage027: Migration = {
  name: '027-lead-language',
  async up(db) {
    for (const table of [
      'bookings',
      'quote_requests',
      'contact_messages',
      'newsletter_subscribers',
    ]) {
      await db.schema
        .alterTable(table)
        .addColumn('language', 'text', (c) => c.notNull().defaultTo(sql.lit('en')))
        .execute();
    }
  },
};
