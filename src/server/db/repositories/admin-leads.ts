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
}

/** The leads matching a filter, as a query to select from (exported for the index test). */
export function leadsMatching(db: Kysely<Database>, engine: Engine, filter: LeadFilter) {
  const needle = searchNeedle(filter.q);
  return db
    .selectFrom(tableOf(filter.kind))
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(needle !== undefined, (qb) =>
      qb.where(() => {
        // SQLite: the trigram index (migration 008-staff-search) finds needles of 3+ characters.
        if (engine === 'sqlite' && (needle ?? '').length >= 3) {
          const fts = sql.raw(LEAD_KINDS[filter.kind].searchIndex);
          const phrase = `"${(needle ?? '').replaceAll('"', '""')}"`;
          return sql<boolean>`rowid in (select rowid from ${fts} where ${fts} match ${phrase})`;
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

/** One page of leads, newest first, and how many match in all. */
export async function listLeads<K extends LeadKind>(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter & { kind: K; page: number; pageSize: number },
): Promise<{ items: LeadRow<K>[]; total: number }> {
  const base = leadsMatching(db, engine, filter);
  const [items, count] = await Promise.all([
    base
      .select(columnsOf(filter.kind))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as LeadRow<K>[], total: Number(count.n) };
}

/**
 * Every matching lead, newest first, in batches: keyset pagination on (createdAt, id), so
 * an export of 100,000 rows never holds them all nor re-reads skipped ones.
 */
export async function* leadBatches<K extends LeadKind>(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter & { kind: K },
  batchSize = 1000,
): AsyncGenerator<LeadRow<K>[]> {
  let after: { createdAt: string; id: string } | undefined;
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
      .limit(batchSize)
      .execute()) as LeadRow<K>[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
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
): Promise<{ lead: LeadRow<K>; before: LeadChange & { status: LeadStatus } } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom(tableOf(kind))
      .select(['status', 'assigneeId', 'followUpOn'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return undefined;
    const set = Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
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
