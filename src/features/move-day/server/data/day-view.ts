import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { DayItem } from '@/features/leads';
import { LEAD_KIND_KEYS, LEAD_KINDS, type LeadField, type LeadKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import { sqlName } from '@/server/db/sql-name';

export type { DayItem };

const OPEN = `status not in ('done', 'cancelled')`;

/** The same few columns from every kind (subscribers have no name: their email stands in). */
function selectItems(kind: LeadKind, where: string, orderBy: string) {
  const fields: readonly LeadField[] = LEAD_KINDS[kind].fields;
  const who = fields.includes('name') ? 'name' : 'email';
  const moveDate = fields.includes('moveDate') ? 'move_date' : 'null';
  return `select '${kind}' as kind, id, reference, ${who} as who, status, follow_up_on, ${moveDate} as move_date, created_at
    from ${sqlName(LEAD_KINDS[kind].table)} where ${where} order by ${orderBy} limit $LIMIT`;
}

async function union(
  db: Kysely<Database>,
  kinds: readonly LeadKind[],
  where: string,
  orderBy: string,
  params: Record<string, string>,
  limit: number,
): Promise<{ items: DayItem[]; total: number }> {
  const bind = (text: string) =>
    text.replace(/\$LIMIT/g, String(limit)).replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      // Ids, days and ISO instants only: nothing that could close the quotes.
      if (value === undefined || !/^[\w.:-]+$/.test(value))
        throw new Error(`bad parameter ${name}`);
      return `'${value}'`;
    });
  const parts = kinds.map(
    (kind) => `select * from (${bind(selectItems(kind, where, orderBy))}) as t_${kind}`,
  );
  const counts = kinds.map(
    (kind) => `select count(*) as n from ${sqlName(LEAD_KINDS[kind].table)} where ${bind(where)}`,
  );
  const [rows, totals] = await Promise.all([
    sql.raw<Record<string, string | null>>(`${parts.join(' union all ')}`).execute(db),
    sql.raw<{ n: number | string }>(counts.join(' union all ')).execute(db),
  ]);
  const byFollowUp = orderBy.startsWith('follow_up_on');
  const items = rows.rows
    .map((row) => ({
      item: {
        kind: row.kind as LeadKind,
        id: row.id!,
        reference: row.reference!,
        who: row.who ?? '',
        status: row.status!,
        followUpOn: row.follow_up_on ?? row.followUpOn ?? null,
        moveDate: row.move_date ?? row.moveDate ?? null,
      },
      createdAt: row.created_at ?? row.createdAt ?? '',
    }))
    .sort((a, b) =>
      byFollowUp
        ? (a.item.followUpOn ?? '').localeCompare(b.item.followUpOn ?? '')
        : b.createdAt.localeCompare(a.createdAt),
    )
    .slice(0, limit)
    .map(({ item }) => item);
  return { items, total: totals.rows.reduce((sum, row) => sum + Number(row.n), 0) };
}

const ALL = LEAD_KIND_KEYS;
// A newsletter sign-up needs nobody to call it back.
const WORKED: readonly LeadKind[] = ['booking', 'quote', 'contact'];

/** Follow-ups due today or earlier on leads still open, the oldest first. */
export function dueFollowUps(db: Kysely<Database>, today: string, limit: number) {
  return union(
    db,
    ALL,
    `follow_up_on <= :today and ${OPEN}`,
    'follow_up_on asc, id asc',
    { today },
    limit,
  );
}

/** New leads that nobody has taken yet, newest first. */
export function unassignedNew(db: Kysely<Database>, limit: number) {
  return union(
    db,
    WORKED,
    `status = 'new' and assignee_id is null`,
    'created_at desc, id desc',
    {},
    limit,
  );
}

/**
 * New leads nobody contacted within the office's answer time: received at or before `cut`
 * (lib/office-hours: overdueBefore), newest first.
 */
export function overdueNew(db: Kysely<Database>, cut: string, limit: number) {
  return union(
    db,
    WORKED,
    `status = 'new' and created_at <= :cut`,
    'created_at desc, id desc',
    { cut },
    limit,
  );
}

/** One person's open leads, newest first. */
export function openLeadsOf(db: Kysely<Database>, userId: string, limit: number) {
  return union(
    db,
    ALL,
    `assignee_id = :userId and ${OPEN}`,
    'created_at desc, id desc',
    { userId },
    limit,
  );
}

/** Bookings moving between two days (inclusive), not cancelled, by day. */
export async function movesBetween(db: Kysely<Database>, from: string, to: string) {
  return (
    db
      .selectFrom('bookings')
      .select([
        'id',
        'reference',
        'name',
        'status',
        'moveDate',
        'service',
        'assigneeId',
        'pickupCity',
        'pickupArea',
        'dropCity',
      ])
      .where('moveDate', '>=', from)
      .where('moveDate', '<=', to)
      .where('status', '<>', 'cancelled')
      .orderBy('moveDate', 'asc')
      .orderBy('createdAt', 'asc')
      .limit(500)
      // The range above leaves out bookings without a date (entered by hand).
      .$narrowType<{ moveDate: string }>()
      .execute()
  );
}
