import 'server-only';
import { sql,type Kysely } from 'kysely';
import { searchNeedle } from '@/features/leads/search-term';
import { listItemOf,type LeadListItem,type LeadSort } from '@/features/leads/lead-list-item';
import { LEAD_KIND_KEYS } from '@/features/leads/lead-kinds';
import { type LeadKind, type LeadRow } from '@/features/leads/lead-types';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { columnsOf } from './lead-records';
import { kindCanMatch,leadsMatching,orderOf,SEARCH_MATCH_CAP,searchTiming,SearchTooSlowError,type LeadFilter } from './lead-filter';


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
