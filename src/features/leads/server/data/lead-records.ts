import 'server-only';
import { type Kysely } from 'kysely';
import { LEAD_KIND_KEYS, LEAD_KINDS, type LeadTable } from '@/features/leads/lead-kinds';
import { type LeadField, type LeadKind, type LeadRow, type LeadStatus } from '@/features/leads/lead-types';
import type { Database } from '@/server/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { deleteCustomerEmails,leadOutboxKeys } from '@/server/db/stores/outbox';
import { deleteLeadTrail,insertStatusChange,setLatestCancelReason } from './lead-history';
import type { CancelReason } from '@/features/leads/content/cancel-reasons';


const COMMON = ['id', 'reference', 'status', 'createdAt', 'assigneeId', 'followUpOn'] as const;

/** What staff see of a kind: its id and every field of its entry (never the idempotency key). */
export function columnsOf(kind: LeadKind): readonly (LeadField | (typeof COMMON)[number])[] {
  const fields: readonly LeadField[] = LEAD_KINDS[kind].fields;
  return [...COMMON, ...fields.filter((field) => !(COMMON as readonly string[]).includes(field))];
}

/**
 * A kind's table, as the union of the lead tables: Kysely then types every query with the
 * columns of all four, so one query serves any kind, checked by tsc, with no loosened type.
 */
export const tableOf = (kind: LeadKind): LeadTable => LEAD_KINDS[kind].table;


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

/**
 * The customer chose another language on one of their pages (/q/{token}): their later pages,
 * emails and papers speak it. Staff see it on the lead like the language the lead came in.
 */
export async function setLeadLanguage(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  language: Locale,
): Promise<void> {
  await db.updateTable(tableOf(kind)).set({ language }).where('id', '=', id).execute();
}
