import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@/server/db/schema';

type LeadTable = 'bookings' | 'quoteRequests' | 'contactMessages' | 'newsletterSubscribers';

/** The stored row of a lead, looked up by the reference its customer was given. */
export function findLeadByReference<T extends LeadTable>(
  db: Kysely<Database>,
  table: T,
  reference: string,
): Promise<Selectable<Database[T]> | undefined> {
  const anyDb = db as unknown as Kysely<Record<string, { reference: string }>>;
  return anyDb
    .selectFrom(table as string)
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}
