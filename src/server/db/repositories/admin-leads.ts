import 'server-only';
import { sql, type Kysely } from 'kysely';
import { containsPattern, searchNeedle } from '@/lib/admin/search-term';
import {
  LEAD_KIND_KEYS,
  LEAD_KINDS,
  type LeadField,
  type LeadKind,
  type LeadRow,
  type LeadStatus,
  type LeadTable,
} from '@/lib/lead-kinds';
import type { Engine } from '../engine';
import type { Database } from '../schema';
import { deleteCustomerEmails, leadOutboxKeys } from './outbox';
import { deleteLeadTrail, insertStatusChange } from './lead-history';

const COMMON = ['id', 'reference', 'status', 'createdAt', 'assigneeId', 'followUpOn'] as const;

/** What staff see of a kind: its id and every field of its entry (never the idempotency key). */
function columnsOf(kind: LeadKind): readonly (LeadField | (typeof COMMON)[number])[] {
  const fields: readonly LeadField[] = LEAD_KINDS[kind].fields;
  return [...COMMON, ...fields.filter((field) => !(COMMON as readonly string[]).includes(field))];
}

/**
 * A kind's table, as the union of the lead tables: Kysely then types every query with the
 * columns of all four, so one query serves any kind, checked by tsc, with no loosened type.
 */
const tableOf = (kind: LeadKind): LeadTable => LEAD_KINDS[kind].table;

/** A Kysely name (camelCase) as SQL spells it, for the raw SQL that names tables and columns. */
export const sqlName = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The text the staff search looks in: the kind's search fields joined by spaces, lower-cased.
 * The exact expression migration 004 indexes (pg_trgm on PostgreSQL), so the index is used.
 */
export function searchTextOf(kind: LeadKind): string {
  const { fields, nullable = [] } = LEAD_KINDS[kind].search as {
    fields: readonly string[];
    nullable?: readonly string[];
  };
  const parts = fields.map((field) =>
    nullable.includes(field) ? `coalesce(${sqlName(field)}, '')` : sqlName(field),
  );
  return `lower(${parts.join(" || ' ' || ")})`;
}

export interface LeadFilter {
  kind: LeadKind;
  /** Free text: part of a name, email, phone number or reference. */
  q?: string;
  status?: LeadStatus;
  /** Where the leads came from (lead_sources.label, migration 017). */
  source?: string;
}

/**
 * A staff search is bounded (issue 28): it counts and pages through at most SEARCH_MATCH_CAP
 * matches, newest first (the list says when there are more); a needle of one or two
 * characters, which no index serves, looks only in the newest SHORT_SEARCH_ROWS leads of the
 * kind; on PostgreSQL a search running longer than `searchTiming.timeoutMs` is cancelled. SQLite runs
 * on the event loop and cannot be interrupted, so these bounds are what keep one search from
 * holding the server there.
 */
export const SEARCH_MATCH_CAP = 1000;
export const SHORT_SEARCH_ROWS = 10_000;
/** How long PostgreSQL lets a staff search run (a test shortens it). */
export const searchTiming = { timeoutMs: 3000 };

/** A PostgreSQL search cancelled by its statement timeout. */
export class SearchTooSlowError extends Error {
  constructor() {
    super('the staff search ran past its statement timeout');
  }
}

/** The leads matching a filter, as a query to select from (exported for the index test). */
export function leadsMatching(db: Kysely<Database>, engine: Engine, filter: LeadFilter) {
  const needle = searchNeedle(filter.q);
  const table = tableOf(filter.kind);
  return db
    .selectFrom(table)
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.source !== undefined, (qb) =>
      qb.where('id', 'in', (eb) =>
        eb
          .selectFrom('leadSources')
          .select('leadId')
          .where('leadKind', '=', filter.kind)
          .where('label', '=', filter.source!),
      ),
    )
    .$if(needle !== undefined && needle.length < 3, (qb) =>
      // The window as a range of the (created_at, id) index, so the page is read newest first
      // and stops at its 50 rows (a list of ids would be matched in full, then sorted).
      qb.where(
        sql<boolean>`created_at >= coalesce((select created_at from ${sql.raw(sqlName(table))}
          order by created_at desc, id desc limit 1 offset ${SHORT_SEARCH_ROWS - 1}), '')`,
      ),
    )
    .$if(needle !== undefined, (qb) =>
      qb.where(() => {
        // SQLite: the trigram index (migration 008-staff-search) finds needles of 3+ characters;
        // only the newest matches (rowid order is insertion order) past the status filter are
        // taken, so a needle in every lead reads a thousand index entries, not all of them.
        if (engine === 'sqlite' && (needle ?? '').length >= 3) {
          const fts = sql.raw(LEAD_KINDS[filter.kind].searchIndex);
          const own = sql.raw(sqlName(table));
          const phrase = `"${(needle ?? '').replaceAll('"', '""')}"`;
          const status =
            filter.status === undefined ? sql`` : sql`and ${own}.status = ${filter.status}`;
          return sql<boolean>`rowid in (select ${fts}.rowid from ${fts}
            join ${own} on ${own}.rowid = ${fts}.rowid
            where ${fts} match ${phrase} ${status}
            order by ${fts}.rowid desc limit ${SEARCH_MATCH_CAP + 1})`;
        }
        const text = sql.raw(searchTextOf(filter.kind));
        const pattern = containsPattern(needle ?? '');
        // PostgreSQL's LIKE escapes with \ by default; SQLite has no escape unless told.
        return engine === 'sqlite'
          ? sql<boolean>`${text} like ${pattern} escape '\\'`
          : sql<boolean>`${text} like ${pattern}`;
      }),
    );
}

/**
 * One page of leads, newest first, and how many match in all; for a search at most
 * SEARCH_MATCH_CAP, and `capped` when there are more. A PostgreSQL search runs in its own
 * transaction under `SET LOCAL statement_timeout`, and a cancelled one is SearchTooSlowError.
 */
export async function listLeads<K extends LeadKind>(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter & { kind: K; page: number; pageSize: number },
): Promise<{ items: LeadRow<K>[]; total: number; capped?: true }> {
  if (searchNeedle(filter.q) === undefined) return listPage(db, engine, filter);
  if (engine === 'sqlite') return listPage(db, engine, filter, SEARCH_MATCH_CAP);
  try {
    return await db.transaction().execute(async (trx) => {
      const ms = Math.max(1, Math.floor(searchTiming.timeoutMs));
      await sql`set local statement_timeout = ${sql.raw(String(ms))}`.execute(trx);
      return listPage(trx, engine, filter, SEARCH_MATCH_CAP);
    });
  } catch (error) {
    // 57014 query_canceled: the statement timeout (nobody else cancels a staff search).
    if ((error as { code?: string }).code === '57014') throw new SearchTooSlowError();
    throw error;
  }
}

async function listPage<K extends LeadKind>(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter & { kind: K; page: number; pageSize: number },
  cap?: number,
): Promise<{ items: LeadRow<K>[]; total: number; capped?: true }> {
  const base = leadsMatching(db, engine, filter);
  const offset = (filter.page - 1) * filter.pageSize;
  const take = cap === undefined ? filter.pageSize : Math.min(filter.pageSize, cap - offset);
  const counted =
    cap === undefined
      ? base.select((eb) => eb.fn.countAll<number | string>().as('n'))
      : db
          .selectFrom(
            base
              .select('id')
              .limit(cap + 1)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll<number | string>().as('n'));
  const page = async () =>
    take <= 0
      ? []
      : base
          .select(columnsOf(filter.kind))
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(take)
          .offset(offset)
          .execute();
  // One connection inside a transaction: the two queries go one after the other there.
  const items = await page();
  const n = Number((await counted.executeTakeFirstOrThrow()).n);
  const result = { items: items as LeadRow<K>[], total: cap === undefined ? n : Math.min(n, cap) };
  return cap !== undefined && n > cap ? { ...result, capped: true } : result;
}

/**
 * Every matching lead, newest first, in batches: keyset pagination on (createdAt, id), so
 * an export of 100,000 rows never holds them all nor re-reads skipped ones. A search exports
 * what it lists: at most its newest SEARCH_MATCH_CAP matches.
 */
export async function* leadBatches<K extends LeadKind>(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter & { kind: K },
  batchSize = 1000,
): AsyncGenerator<LeadRow<K>[]> {
  let after: { createdAt: string; id: string } | undefined;
  let left = searchNeedle(filter.q) === undefined ? Infinity : SEARCH_MATCH_CAP;
  for (;;) {
    const rows = (await leadsMatching(db, engine, filter)
      .select(columnsOf(filter.kind))
      .$if(after !== undefined, (qb) =>
        qb.where((eb) =>
          eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after!.createdAt, after!.id)),
        ),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.min(batchSize, left))
      .execute()) as LeadRow<K>[];
    if (rows.length > 0) yield rows;
    left -= rows.length;
    if (rows.length < batchSize || left <= 0) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** How many leads of each kind are still `new` (the number on each tab). */
export async function countNewLeads(db: Kysely<Database>): Promise<Record<LeadKind, number>> {
  const counts = await Promise.all(
    LEAD_KIND_KEYS.map((kind) =>
      db
        .selectFrom(tableOf(kind))
        .where('status', '=', 'new')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(
    LEAD_KIND_KEYS.map((kind, i) => [kind, Number(counts[i]!.n)]),
  ) as Record<LeadKind, number>;
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
export type OnStatusChange<K extends LeadKind> = (
  trx: Kysely<Database>,
  lead: LeadRow<K>,
  from: LeadStatus,
) => Promise<void>;

/**
 * Changes a lead and, when its status moves, records the move in its history (and runs
 * `onStatusChange`), in one transaction. The updated lead and what it was before, or undefined
 * when there is no such lead.
 */
export async function updateLead<K extends LeadKind>(
  db: Kysely<Database>,
  kind: K,
  id: string,
  change: LeadChange,
  actorId: string | null,
  onStatusChange?: OnStatusChange<K>,
): Promise<LeadChangeResult<K>> {
  return db
    .transaction()
    .execute((trx) => changeLead(trx, kind, id, change, actorId, onStatusChange));
}

type LeadChangeResult<K extends LeadKind> =
  { lead: LeadRow<K>; before: LeadChange & { status: LeadStatus } } | undefined;

/** updateLead inside the caller's transaction, with other writes that must go with it. */
export async function changeLead<K extends LeadKind>(
  trx: Kysely<Database>,
  kind: K,
  id: string,
  change: LeadChange,
  actorId: string | null,
  onStatusChange?: OnStatusChange<K>,
): Promise<LeadChangeResult<K>> {
  const before = await trx
    .selectFrom(tableOf(kind))
    .select(['status', 'assigneeId', 'followUpOn'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) return undefined;
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const row = (await trx
    .updateTable(tableOf(kind))
    .set(Object.keys(set).length > 0 ? set : { status: before.status })
    .where('id', '=', id)
    .returning(columnsOf(kind))
    .executeTakeFirstOrThrow()) as LeadRow<K>;
  if (change.status !== undefined && change.status !== before.status) {
    await insertStatusChange(trx, {
      leadKind: kind,
      leadId: id,
      fromStatus: before.status,
      toStatus: change.status,
      actorId,
    });
    await onStatusChange?.(trx, row, before.status);
  }
  return { lead: row, before };
}

/**
 * Erases a lead for good, with its notes, history and emails in the outbox; its reference, or
 * undefined.
 */
export async function deleteLead(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
): Promise<{ reference: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom(tableOf(kind))
      .where('id', '=', id)
      .returning(['reference'])
      .executeTakeFirst();
    if (row) {
      await deleteLeadTrail(trx, kind, [id]);
      await deleteCustomerEmails(trx, leadOutboxKeys([id]));
    }
    return row;
  });
}

export async function findLead<K extends LeadKind>(
  db: Kysely<Database>,
  kind: K,
  id: string,
): Promise<LeadRow<K> | undefined> {
  const row = await db
    .selectFrom(tableOf(kind))
    .select(columnsOf(kind))
    .where('id', '=', id)
    .executeTakeFirst();
  return row as LeadRow<K> | undefined;
}
