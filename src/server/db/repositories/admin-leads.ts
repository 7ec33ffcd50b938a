import 'server-only';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { containsPattern, searchNeedle } from '@/lib/admin/search-term';
import {
  LEAD_KIND_BY_TYPE,
  LEAD_KIND_KEYS,
  LEAD_KINDS,
  type LeadField,
  type LeadRowOf,
  type LeadStatus,
  type LeadType,
} from '@/lib/lead-kinds';
import type { Engine } from '../engine';
import type { Database } from '../schema';

export type { AnyLeadRow, LeadRowOf } from '@/lib/lead-kinds';

const COMMON = ['id', 'reference', 'status', 'createdAt'] as const;

/** What staff see of a kind: its id and every field of its entry (never the idempotency key). */
function columnsOf(type: LeadType): readonly string[] {
  const fields: readonly LeadField[] = LEAD_KIND_BY_TYPE[type].fields;
  return [...COMMON, ...fields.filter((field) => !(COMMON as readonly string[]).includes(field))];
}

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

// One loose type for the four tables: they share the columns these queries touch.
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
type AnyEb = ExpressionBuilder<Record<string, Record<string, unknown>>, string>;
const loose = (db: Kysely<Database>) => db as unknown as AnyDb;
const tableOf = (type: LeadType): string => LEAD_KIND_BY_TYPE[type].table;

/** The leads matching a filter, as a query to select from (exported for the index test). */
export function leadsMatching(db: Kysely<Database>, engine: Engine, filter: LeadFilter) {
  const needle = searchNeedle(filter.q);
  return loose(db)
    .selectFrom(tableOf(filter.type))
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status))
    .$if(needle !== undefined, (qb) =>
      qb.where(() => {
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
  return { items: items as unknown as LeadRowOf[T][], total: Number(count.n) };
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
        qb.where((eb: AnyEb) =>
          eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after!.createdAt, after!.id)),
        ),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
      .execute()) as unknown as LeadRowOf[T][];
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
      loose(db)
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

/** Sets a lead's status; the updated lead, or undefined when there is no such lead. */
export async function updateLeadStatus<T extends LeadType>(
  db: Kysely<Database>,
  type: T,
  id: string,
  status: LeadStatus,
): Promise<LeadRowOf[T] | undefined> {
  const row = await loose(db)
    .updateTable(tableOf(type))
    .set({ status })
    .where('id', '=', id)
    .returning(columnsOf(type))
    .executeTakeFirst();
  return row as LeadRowOf[T] | undefined;
}

/** Erases a lead for good; its reference, or undefined when there was no such lead. */
export async function deleteLead(
  db: Kysely<Database>,
  type: LeadType,
  id: string,
): Promise<{ reference: string } | undefined> {
  const row = await loose(db)
    .deleteFrom(tableOf(type))
    .where('id', '=', id)
    .returning(['reference'])
    .executeTakeFirst();
  return row as { reference: string } | undefined;
}

export async function findLead<T extends LeadType>(
  db: Kysely<Database>,
  type: T,
  id: string,
): Promise<LeadRowOf[T] | undefined> {
  const row = await loose(db)
    .selectFrom(tableOf(type))
    .select(columnsOf(type))
    .where('id', '=', id)
    .executeTakeFirst();
  return row as LeadRowOf[T] | undefined;
}
