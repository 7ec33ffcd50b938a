import 'server-only';
import { sql, type Kysely } from 'kysely';
import { containsPattern, emailLocalPart, searchNeedle } from '@/features/leads/search-term';
import { listItemOf, type LeadListItem, type LeadSort } from '@/features/leads/lead-list-item';
import {
  LEAD_KIND_KEYS,
  LEAD_KINDS,
  type LeadField,
  type LeadKind,
  type LeadRow,
  type LeadStatus,
  type LeadTable,
} from '@/features/leads/lead-kinds';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { deleteCustomerEmails, leadOutboxKeys } from '@/server/db/stores/outbox';
import { deleteLeadTrail, insertStatusChange, setLatestCancelReason } from './lead-history';
import type { CancelReason } from '@/features/leads/content/cancel-reasons';
import { sqlName } from '@/server/db/sql-name';

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
  /** Free text: part of a name, email, phone number, reference, city, area or message. */
  q?: string;
  status?: LeadStatus;
  /** Where the leads came from (lead_sources.label, migration 017). */
  source?: string;
  /** A staff account's id, or 'none' for leads nobody has taken. */
  assignee?: string;
  /** Where the move starts or ends (the whole city name, any case). */
  city?: string;
  /**
   * 'moveDate': moves from `today` on, soonest first; 'followUp': leads with a follow-up day,
   * the earliest (overdue) first; otherwise newest received first.
   */
  sort?: LeadSort;
  /** India's today (YYYY-MM-DD), for the moving-date sort. */
  today?: string;
}

/** The columns a kind's move starts and ends in, for the city filter; none for a contact. */
const CITY_COLUMNS: Partial<Record<LeadKind, readonly [string, string]>> = {
  booking: ['pickup_city', 'drop_city'],
  quote: ['origin', 'destination'],
};

/** Whether a kind can match the filter at all (a contact has no city and no moving date). */
function kindCanMatch(kind: LeadKind, filter: Omit<LeadFilter, 'kind'>): boolean {
  const fields: readonly string[] = LEAD_KINDS[kind].fields;
  if (filter.city && !CITY_COLUMNS[kind]) return false;
  if (filter.sort === 'moveDate' && !fields.includes('moveDate')) return false;
  return true;
}

/** The order of a sort: its key, then the newest or oldest first, then id for a stable page. */
function orderOf(sort: LeadSort | undefined) {
  if (sort === 'moveDate') return sql`move_date asc, created_at asc, id asc`;
  if (sort === 'followUp') return sql`follow_up_on asc, created_at asc, id asc`;
  return sql`created_at desc, id desc`;
}

/** The same order, for rows of several kinds merged in memory. */
function compareItems(sort: LeadSort | undefined) {
  const key = (item: LeadListItem) =>
    sort === 'moveDate'
      ? (item.moveDate ?? '')
      : sort === 'followUp'
        ? (item.followUpOn ?? '')
        : '';
  return (a: LeadListItem, b: LeadListItem) => {
    if (sort === 'moveDate' || sort === 'followUp') {
      const byKey = key(a).localeCompare(key(b));
      if (byKey !== 0) return byKey;
      return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
    }
    return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
  };
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
  const cities = CITY_COLUMNS[filter.kind];
  const city = filter.city?.trim().toLowerCase();
  return (
    db
      .selectFrom(table)
      .$if(!kindCanMatch(filter.kind, filter), (qb) => qb.where(sql<boolean>`1 = 0`))
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
      .$if(filter.assignee === 'none', (qb) => qb.where('assigneeId', 'is', null))
      .$if(filter.assignee !== undefined && filter.assignee !== 'none', (qb) =>
        qb.where('assigneeId', '=', filter.assignee!),
      )
      // lower(column) = city: the expression indexes of migration 014.
      .$if(Boolean(city) && cities !== undefined, (qb) =>
        qb.where(
          sql<boolean>`(lower(${sql.raw(cities![0])}) = ${city} or lower(${sql.raw(cities![1])}) = ${city})`,
        ),
      )
      .$if(filter.sort === 'moveDate' && kindCanMatch(filter.kind, filter), (qb) =>
        qb.where(sql<boolean>`move_date >= ${filter.today ?? ''}`),
      )
      .$if(filter.sort === 'followUp', (qb) => qb.where('followUpOn', 'is not', null))
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
          if (engine === 'sqlite') return sql<boolean>`${text} like ${pattern} escape '\\'`;
          // An email fragment: the GIN scan takes each condition as a key of its own, in this
          // order, and advances the second only to rows the first matched. Alone, the whole
          // fragment's rarest trigram leads, and every one of its candidates walks the long
          // lists of the domain's trigrams (`.54321@example`: 282 index pages, 1.7 ms, against
          // 72 pages, 0.6 ms, at 100,000 bookings). The local part is inside the needle, so the
          // rows are the same.
          const local = emailLocalPart(needle ?? '');
          return local === undefined
            ? sql<boolean>`${text} like ${pattern}`
            : sql<boolean>`${text} like ${containsPattern(local)} and ${text} like ${pattern}`;
        }),
      )
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
  return bounded(db, engine, (trx) => listPage(trx, engine, filter, SEARCH_MATCH_CAP));
}

/** A search as its bounds allow: on PostgreSQL in a transaction under a statement timeout. */
async function bounded<T>(
  db: Kysely<Database>,
  engine: Engine,
  run: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (engine === 'sqlite') return run(db);
  try {
    return await db.transaction().execute(async (trx) => {
      const ms = Math.max(1, Math.floor(searchTiming.timeoutMs));
      await sql`set local statement_timeout = ${sql.raw(String(ms))}`.execute(trx);
      return run(trx);
    });
  } catch (error) {
    // 57014 query_canceled: the statement timeout (nobody else cancels a staff search).
    if ((error as { code?: string }).code === '57014') throw new SearchTooSlowError();
    throw error;
  }
}

/**
 * One page of every kind at once (the list's "All" tab, GET /api/admin/leads?type=all), as
 * list rows. Each kind that can match gives its first `offset + pageSize` rows in the sort's
 * order (its indexes serve that), and the rows are merged here; the total is the kinds' totals
 * added (a search counts at most SEARCH_MATCH_CAP per kind, and says `capped` when there are
 * more).
 */
export async function listAllLeads(
  db: Kysely<Database>,
  engine: Engine,
  filter: Omit<LeadFilter, 'kind'> & { page: number; pageSize: number },
): Promise<{ items: LeadListItem[]; total: number; capped?: true }> {
  const searching = searchNeedle(filter.q) !== undefined;
  const offset = (filter.page - 1) * filter.pageSize;
  const kinds = LEAD_KIND_KEYS.filter((kind) => kindCanMatch(kind, filter));
  const part = (trx: Kysely<Database>, kind: LeadKind) =>
    listPage(
      trx,
      engine,
      { ...filter, kind, page: 1, pageSize: offset + filter.pageSize },
      searching ? SEARCH_MATCH_CAP : undefined,
    );
  // The kinds at once: on PostgreSQL each on its own connection (a search in its own bounded
  // transaction), so the page waits for the slowest kind, not for the sum of them.
  const parts = await Promise.all(
    kinds.map(async (kind) => {
      const found = searching
        ? await bounded(db, engine, (trx) => part(trx, kind))
        : await part(db, kind);
      return { ...found, items: found.items.map((row) => listItemOf({ ...row, kind } as never)) };
    }),
  );
  const items = parts.flatMap((found) => found.items).sort(compareItems(filter.sort));
  const page = {
    items: items.slice(offset, offset + filter.pageSize),
    total: parts.reduce((sum, found) => sum + found.total, 0),
  };
  return parts.some((found) => found.capped) ? { ...page, capped: true as const } : page;
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
  const paged = base
    .select(columnsOf(filter.kind))
    .orderBy(orderOf(filter.sort))
    .limit(Math.max(take, 0))
    .offset(offset);
  // One connection inside a transaction: the queries go one after the other there.
  const rows: LeadRow<K>[] = take <= 0 ? [] : ((await paged.execute()) as LeadRow<K>[]);
  // A page shorter than asked for holds the last matches: their number is known without a
  // second read of the index (a search by reference, phone or email finds a few). (Counting
  // in the page's own read, a window before the limit, was dearer at 1,000 matches on SQLite:
  // every match's row is fetched and kept; the count alone reads the trigram index only.)
  const ended = take > 0 && rows.length < take && (rows.length > 0 || offset === 0);
  const n = Number(ended ? offset + rows.length : (await counted.executeTakeFirstOrThrow()).n);
  const total = cap === undefined ? n : Math.min(n, cap);
  return cap !== undefined && n > cap
    ? { items: rows, total, capped: true }
    : { items: rows, total };
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
  /**
   * Why it was cancelled (only with `status: 'cancelled'`, which the schemas check): stored
   * with the status change, or, on a lead already cancelled, set on its latest cancellation.
   */
  cancelReason?: CancelReason;
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
  /** What else the same request changes (a booking's move day), in the same transaction. */
  alongside?: (trx: Kysely<Database>) => Promise<void>,
): Promise<LeadChangeResult<K>> {
  return db.transaction().execute(async (trx) => {
    const changed = await changeLead(trx, kind, id, change, actorId, onStatusChange);
    if (changed) await alongside?.(trx);
    return changed;
  });
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
  const { cancelReason, ...columns } = change;
  const set = Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  );
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
      reason: change.status === 'cancelled' ? (cancelReason ?? null) : null,
    });
    await onStatusChange?.(trx, row, before.status);
  } else if (cancelReason && row.status === 'cancelled') {
    await setLatestCancelReason(trx, kind, id, cancelReason);
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
