import 'server-only';
import { sql,type Kysely } from 'kysely';
import { containsPattern,emailLocalPart,searchNeedle } from '@/features/leads/search-term';
import { type LeadSort } from '@/features/leads/lead-list-item';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind, type LeadStatus } from '@/features/leads/lead-types';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { sqlName } from '@/server/db/sql-name';
import { tableOf } from './lead-records';


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
export function kindCanMatch(kind: LeadKind, filter: Omit<LeadFilter, 'kind'>): boolean {
  const fields: readonly string[] = LEAD_KINDS[kind].fields;
  if (filter.city && !CITY_COLUMNS[kind]) return false;
  if (filter.sort === 'moveDate' && !fields.includes('moveDate')) return false;
  return true;
}

/** The order of a sort: its key, then the newest or oldest first, then id for a stable page. */
export function orderOf(sort: LeadSort | undefined) {
  if (sort === 'moveDate') return sql`move_date asc, created_at asc, id asc`;
  if (sort === 'followUp') return sql`follow_up_on asc, created_at asc, id asc`;
  return sql`created_at desc, id desc`;
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
