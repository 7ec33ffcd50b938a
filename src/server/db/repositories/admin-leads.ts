import 'server-only';
import { sql, type Kysely } from 'kysely';
import { containsPattern, searchNeedle } from '@/lib/admin/search-term';
import {
  LEAD_KIND_BY_TYPE,
  LEAD_KIND_KEYS,
  LEAD_KINDS,
  type LeadField,
  type LeadRowOf,
  type LeadStatus,
  type LeadTable,
  type LeadType,
} from '@/lib/lead-kinds';
import type { Engine } from '../engine';
import type { Database } from '../schema';
import { deleteCustomerEmails, leadOutboxKeys } from './outbox';
import { deleteLeadTrail, insertStatusChange } from './lead-history';

const COMMON = ['id', 'reference', 'status', 'createdAt', 'assigneeId', 'followUpOn'] as const;

/** What staff see of a kind: its id and every field of its entry (never the idempotency key). */
function columnsOf(type: LeadType): readonly (LeadField | (typeof COMMON)[number])[] {
  const fields: readonly LeadField[] = LEAD_KIND_BY_TYPE[type].fields;
  return [...COMMON, ...fields.filter((field) => !(COMMON as readonly string[]).includes(field))];
}

/**
 * A kind's table, as the union of the lead tables: Kysely then types every query with the
 * columns of all four, so one query serves any kind, checked by tsc, with no loosened type.
 */
const tableOf = (type: LeadType): LeadTable => LEAD_KIND_BY_TYPE[type].table;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The text the staff search looks in: the kind's search fields joined by spaces, lower-cased.
 * The exact expression migration 004 indexes (pg_trgm on PostgreSQL), so the index is used.
 */
export function searchTextOf(type: LeadType): string {
  const { fields, nullable = [] } = LEAD_KIND_BY_TYPE[type].search as {
    fields: readonly string[];
    nullable?: readonly string[];
  };
  const parts = fields.map((field) =>
    nullable.includes(field) ? `coalesce(${snakeCase(field)}, '')` : snakeCase(field),
  );
  return `lower(${parts.join(" || ' ' || ")})`;
}

export interface LeadFilter {
  type: LeadType;
  /** Free text: part of a name, email, phone number or reference. */
  q?: string;
  status?: LeadStatus;
}

/** The leads matching a filter, as a query to select from (exported for the index test). */
export function leadsMatching(db: Kysely<Database>, engine: Engine, filter: LeadFilter) {
  const needle = searchNeedle(filter.q);
  return db
    .selectFrom(tableOf(filter.type))
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(needle !== undefined, (qb) =>
      qb.where(() => {
        // SQLite: the trigram index (migration 008-staff-search) finds needles of 3+ characters.
        if (engine === 'sqlite' && (needle ?? '').length >= 3) {
          const fts = sql.raw(LEAD_KIND_BY_TYPE[filter.type].searchIndex);
          const phrase = `"${(needle ?? '').replaceAll('"', '""')}"`;
          return sql<boolean>`rowid in (select rowid from ${fts} where ${fts} match ${phrase})`;
        }
        const text = sql.raw(searchTextOf(filter.type));
        const pattern = containsPattern(needle ?? '');
        // PostgreSQL's LIKE escapes with \ by default; SQLite has no escape unless told.
        return engine === 'sqlite'
          ? sql<boolean>`${text} like ${pattern} escape '\\'`
          : sql<boolean>`${text} like ${pattern}`;
      }),
    );
}

/** One page of leads, newest first, and how many match in all. */
export async function listLeads<T extends LeadType>(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter & { type: T; page: number; pageSize: number },
): Promise<{ items: LeadRowOf[T][]; total: number }> {
  const base = leadsMatching(db, engine, filter);
  const [items, count] = await Promise.all([
    base
      .select(columnsOf(filter.type))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as LeadRowOf[T][], total: Number(count.n) };
}

/**
 * Every matching lead, newest first, in batches: keyset pagination on (createdAt, id), so
 * an export of 100,000 rows never holds them all nor re-reads skipped ones.
 */
export async function* leadBatches<T extends LeadType>(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter & { type: T },
  batchSize = 1000,
): AsyncGenerator<LeadRowOf[T][]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = (await leadsMatching(db, engine, filter)
      .select(columnsOf(filter.type))
      .$if(after !== undefined, (qb) =>
        qb.where((eb) =>
          eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after!.createdAt, after!.id)),
        ),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
      .execute()) as LeadRowOf[T][];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** How many leads of each type are still `new` (the number on each tab). */
export async function countNewLeads(db: Kysely<Database>): Promise<Record<LeadType, number>> {
  const types = LEAD_KIND_KEYS.map((kind) => LEAD_KINDS[kind].type);
  const counts = await Promise.all(
    types.map((type) =>
      db
        .selectFrom(tableOf(type))
        .where('status', '=', 'new')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(types.map((type, i) => [type, Number(counts[i]!.n)])) as Record<
    LeadType,
    number
  >;
}

/** What staff may change on a lead (PATCH /api/admin/leads/{type}/{id}). */
export interface LeadChange {
  status?: LeadStatus;
  assigneeId?: string | null;
  followUpOn?: string | null;
}

/**
 * Runs in the status change's own transaction, after the move is recorded: what else must be
 * written exactly when the move is (the customer's email in the outbox).
 */
export type OnStatusChange<T extends LeadType> = (
  trx: Kysely<Database>,
  lead: LeadRowOf[T],
  from: LeadStatus,
) => Promise<void>;

/**
 * Changes a lead and, when its status moves, records the move in its history (and runs
 * `onStatusChange`), in one transaction. The updated lead and what it was before, or undefined
 * when there is no such lead.
 */
export async function updateLead<T extends LeadType>(
  db: Kysely<Database>,
  type: T,
  id: string,
  change: LeadChange,
  actorId: string | null,
  onStatusChange?: OnStatusChange<T>,
): Promise<{ lead: LeadRowOf[T]; before: LeadChange & { status: LeadStatus } } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom(tableOf(type))
      .select(['status', 'assigneeId', 'followUpOn'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return undefined;
    const set = Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    );
    const row = (await trx
      .updateTable(tableOf(type))
      .set(Object.keys(set).length > 0 ? set : { status: before.status })
      .where('id', '=', id)
      .returning(columnsOf(type))
      .executeTakeFirstOrThrow()) as LeadRowOf[T];
    if (change.status !== undefined && change.status !== before.status) {
      await insertStatusChange(trx, {
        leadKind: LEAD_KIND_BY_TYPE[type].key,
        leadId: id,
        fromStatus: before.status,
        toStatus: change.status,
        actorId,
      });
      await onStatusChange?.(trx, row, before.status);
    }
    return { lead: row, before };
  });
}

/**
 * Erases a lead for good, with its notes, history and emails in the outbox; its reference, or
 * undefined.
 */
export async function deleteLead(
  db: Kysely<Database>,
  type: LeadType,
  id: string,
): Promise<{ reference: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom(tableOf(type))
      .where('id', '=', id)
      .returning(['reference'])
      .executeTakeFirst();
    if (row) {
      await deleteLeadTrail(trx, LEAD_KIND_BY_TYPE[type].key, [id]);
      await deleteCustomerEmails(trx, leadOutboxKeys([id]));
    }
    return row;
  });
}

export async function findLead<T extends LeadType>(
  db: Kysely<Database>,
  type: T,
  id: string,
): Promise<LeadRowOf[T] | undefined> {
  const row = await db
    .selectFrom(tableOf(type))
    .select(columnsOf(type))
    .where('id', '=', id)
    .executeTakeFirst();
  return row as LeadRowOf[T] | undefined;
}
