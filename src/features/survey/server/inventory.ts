import 'server-only';
import { isTrackKind, type LeadKind } from '@/features/leads';
import { CUSTOMER_ACTOR, inventoryViewOf, type StaffSurvey } from '@/features/survey/views';
import { inventorySchema, type Inventory } from '@/features/survey/schema';
import { setLine } from '@/features/survey/edit';
import { findLead } from '@/features/leads/server';
import {
  findInventory,
  listInventoryChanges,
  saveInventory,
} from '@/features/survey/server/data/inventory';
import { getDb, type DbHandle } from '@/server/db';
import { writeTransaction } from '@/server/db/write-transaction';
import { leadFor, need, readOnce, type StaffMember } from '@/features/people/server';

// 'customer' is kept as it is; a staff member by the name they had when they saved.
const byOf = (actor: string, name: string | null) =>
  actor === CUSTOMER_ACTOR ? CUSTOMER_ACTOR : name;

/** A survey belongs to a request a customer made: a newsletter sign-up has none. */
export const hasSurvey = (kind: LeadKind) => isTrackKind(kind);

/** A lead's stored survey, read once per page (the survey and the quotation's draft show it). */
export const inventoryFor = (member: StaffMember, db: DbHandle['db'], kind: LeadKind, id: string) =>
  readOnce(member, `inventory:${kind}:${id}`, () => findInventory(db, kind, id));

/** The survey of a lead, or undefined when there is no such lead (or its kind has none). */
export async function adminSurvey(
  member: StaffMember,
  kind: LeadKind,
  id: string,
): Promise<StaffSurvey | undefined> {
  const { db } = await need(member, 'leads.read');
  if (!hasSurvey(kind) || !(await leadFor(member, db, kind, id))) return undefined;
  const [stored, changes] = await Promise.all([
    inventoryFor(member, db, kind, id),
    listInventoryChanges(db, kind, id),
  ]);
  return {
    ...inventoryViewOf(stored, stored ? byOf(stored.updatedBy, stored.updatedByName) : null),
    history: changes.map((c) => ({ at: c.at, by: byOf(c.actor, c.actorName), changes: c.changes })),
  };
}

/** Saves the survey as the signed-in member; undefined when there is no such lead. */
export async function adminSaveSurvey(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  inventory: Inventory,
): Promise<StaffSurvey | undefined> {
  const { session } = await need(member, 'leads.work');
  if (!hasSurvey(kind)) return undefined;
  // The app's one handle: SQLite's group commit queues writes per handle.
  const handle = await getDb();
  const saved = await writeTransaction(handle, async (trx) => {
    if (!(await findLead(trx, kind, id))) return false;
    await saveInventory(trx, handle.engine, {
      leadKind: kind,
      leadId: id,
      rooms: inventory.rooms,
      actor: session.userId,
      actorName: session.name,
    });
    return true;
  });
  return saved ? adminSurvey(member, kind, id) : undefined;
}

export type SurveyLineResult =
  | { ok: true }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; message: string };

/**
 * One line set from the lead page's form without JavaScript (0 takes it out): the list as
 * stored, changed by that line, checked by the inventory schema as a whole and saved.
 */
export async function adminSetSurveyLine(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  change: { room: string; itemId: string; qty: number },
): Promise<SurveyLineResult> {
  const { db } = await need(member, 'leads.work');
  if (!hasSurvey(kind)) return { ok: false, reason: 'not_found' };
  const current = await findInventory(db, kind, id);
  const parsed = inventorySchema.safeParse({ rooms: setLine(current?.rooms ?? [], change) });
  if (!parsed.success)
    return { ok: false, reason: 'invalid', message: parsed.error.issues[0]?.message ?? '' };
  return (await adminSaveSurvey(member, kind, id, parsed.data))
    ? { ok: true }
    : { ok: false, reason: 'not_found' };
}
