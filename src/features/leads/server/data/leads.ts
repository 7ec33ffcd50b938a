import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely,Selectable } from 'kysely';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { newReference } from '@/server/db/reference';
import type { Database, LeadTableOf } from '@/server/db/schema';
import { startLeadSummary } from './lead-summaries';
import { COLUMNS,type FormColumns,type SubmissionOf } from './lead-columns';


/**
 * The lead tables' repository: how a valid submission of each kind becomes its row, and the
 * one typed way to reach a kind's table (LEAD_TABLES below).
 */



/**
 * A kind's stored row, every column. The shared columns are spelled out because TypeScript
 * cannot see them through Selectable<> while the kind is still generic.
 */
export type StoredRow<K extends LeadKind> = Selectable<LeadTableOf<K>> & {
  id: string;
  reference: string;
  createdAt: string;
  idempotencyDigest: string | null;
  /** Every public form asks for one; a lead entered by staff may have none. */
  email: string | null;
};

/**
 * created: a new row. replayed: the Idempotency-Key was seen before, the first row is returned.
 * existing: a row with the same natural key (a newsletter address) was there already.
 */
export type StoreOutcome = 'created' | 'replayed' | 'existing';

interface StoredLead<K extends LeadKind> {
  lead: StoredRow<K>;
  outcome: StoreOutcome;
}



/** What the insert adds to a form's columns. */
interface GeneratedColumns {
  id: string;
  reference: string;
  createdAt: string;
  idempotencyKey: string | null;
  idempotencyDigest: string | null;
}

/** The queries on one kind's table that code generic over the kind needs. */
interface LeadTableAccess<K extends LeadKind> {
  /** Inserts unless a unique column clashes (then undefined: see insertLead). */
  insert(
    db: Kysely<Database>,
    columns: FormColumns<K>,
    generated: GeneratedColumns,
  ): Promise<StoredRow<K> | undefined>;
  byKey(db: Kysely<Database>, idempotencyKey: string): Promise<StoredRow<K> | undefined>;
  /** The row with the same natural key, for kinds that have one (one row per address). */
  existing?(db: Kysely<Database>, row: FormColumns<K>): Promise<StoredRow<K> | undefined>;
}

// Kysely types a query from a literal table name, so each kind's table is named once here
// (from its LEAD_KINDS entry); code generic over the kind indexes this map, fully typed.
const LEAD_TABLES: { [K in LeadKind]: LeadTableAccess<K> } = {
  booking: {
    insert: (db, columns, generated) =>
      db
        .insertInto(LEAD_KINDS.booking.table)
        .values({ ...columns, ...generated })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst(),
    byKey: (db, key) =>
      db
        .selectFrom(LEAD_KINDS.booking.table)
        .selectAll()
        .where('idempotencyKey', '=', key)
        .executeTakeFirst(),
  },
  quote: {
    insert: (db, columns, generated) =>
      db
        .insertInto(LEAD_KINDS.quote.table)
        .values({ ...columns, ...generated })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst(),
    byKey: (db, key) =>
      db
        .selectFrom(LEAD_KINDS.quote.table)
        .selectAll()
        .where('idempotencyKey', '=', key)
        .executeTakeFirst(),
  },
  contact: {
    insert: (db, columns, generated) =>
      db
        .insertInto(LEAD_KINDS.contact.table)
        .values({ ...columns, ...generated })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst(),
    byKey: (db, key) =>
      db
        .selectFrom(LEAD_KINDS.contact.table)
        .selectAll()
        .where('idempotencyKey', '=', key)
        .executeTakeFirst(),
  },
  subscriber: {
    insert: (db, columns, generated) =>
      db
        .insertInto(LEAD_KINDS.subscriber.table)
        .values({ ...columns, ...generated })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst(),
    byKey: (db, key) =>
      db
        .selectFrom(LEAD_KINDS.subscriber.table)
        .selectAll()
        .where('idempotencyKey', '=', key)
        .executeTakeFirst(),
    existing: (db, row) => findSubscriberByEmail(db, row.email),
  },
};

/** A kind's table access, typed for that kind (the map's entries are checked one by one). */
function tableOf<K extends LeadKind>(kind: K): LeadTableAccess<K> {
  const tables: { [Key in LeadKind]: LeadTableAccess<Key> } = LEAD_TABLES;
  return tables[kind];
}

/** The Idempotency-Key and the digest of the body first sent with it. */
interface IdempotencyRecord {
  key: string;
  digest: string;
}

/**
 * Inserts a lead with a fresh id, reference and createdAt, its idempotency key and digest in
 * the same row, and the first entry of its status history. A clash on any unique column is
 * not an error (ON CONFLICT DO NOTHING), so this also works inside a PostgreSQL transaction,
 * where a failed statement would poison the rest: after a clash it looks for the row with the
 * same idempotency key (replayed), then for the row with the same natural key (existing), and
 * otherwise takes the clash for a reference drawn twice and draws again.
 */
export function insertLead<K extends LeadKind>(
  db: Kysely<Database>,
  kind: K,
  data: SubmissionOf[K],
  idempotency?: IdempotencyRecord,
  language: Locale = defaultLocale,
): Promise<StoredLead<K>> {
  return insertLeadColumns(db, kind, { ...COLUMNS[kind](data), language }, idempotency);
}

/**
 * insertLead for columns already mapped: a lead entered by staff (server/admin/add-lead.ts),
 * whose history starts with the staff member who entered it (`actorId`).
 */
export async function insertLeadColumns<K extends LeadKind>(
  db: Kysely<Database>,
  kind: K,
  columns: FormColumns<K>,
  idempotency?: IdempotencyRecord,
  actorId: string | null = null,
): Promise<StoredLead<K>> {
  const table = tableOf(kind);
  for (let attempt = 0; attempt < 4; attempt++) {
    const lead = await table.insert(db, columns, {
      id: randomUUID(),
      reference: newReference(LEAD_KINDS[kind].referencePrefix),
      createdAt: new Date().toISOString(),
      idempotencyKey: idempotency?.key ?? null,
      idempotencyDigest: idempotency?.digest ?? null,
    });
    if (lead) {
      // The first entry of its history (the customer's timeline starts here), in the same write.
      await db
        .insertInto('leadStatusHistory')
        .values({
          id: randomUUID(),
          leadKind: kind,
          leadId: lead.id,
          fromStatus: null,
          toStatus: 'new',
          actorId,
          at: lead.createdAt,
        })
        .execute();
      await startLeadSummary(db, {
        kind,
        id: lead.id,
        createdAt: lead.createdAt,
        channel: 'channel' in columns ? (columns.channel as string | null) : null,
      });
      return { lead, outcome: 'created' };
    }
    if (idempotency) {
      const first = await table.byKey(db, idempotency.key);
      if (first) return { lead: first, outcome: 'replayed' };
    }
    const existing = await table.existing?.(db, columns);
    if (existing) return { lead: existing, outcome: 'existing' };
  }
  throw new Error(`Could not draw an unused ${LEAD_KINDS[kind].table} reference in 4 attempts.`);
}

/** The lead stored earlier under this Idempotency-Key, if any. */
export function findLeadByKey<K extends LeadKind>(
  db: Kysely<Database>,
  kind: K,
  idempotencyKey: string,
): Promise<StoredRow<K> | undefined> {
  return tableOf(kind).byKey(db, idempotencyKey);
}

/** The newsletter row of an address (stored lower-cased). */
export function findSubscriberByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom(LEAD_KINDS.subscriber.table)
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}
