import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import { diffInventories, type InventoryChange } from '@/features/survey/diff';
import type { InventoryRoom } from '@/features/survey/load';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';

export interface StoredInventory {
  rooms: InventoryRoom[];
  updatedAt: string;
  /** A users.id, or 'customer'. */
  updatedBy: string;
  updatedByName: string | null;
}

/** A lead's survey, or undefined when nobody has saved one. */
export async function findInventory(
  db: Kysely<Database>,
  leadKind: LeadKind,
  leadId: string,
): Promise<StoredInventory | undefined> {
  const row = await db
    .selectFrom('leadInventories')
    .select(['rooms', 'updatedAt', 'updatedBy', 'updatedByName'])
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .executeTakeFirst();
  return row && { ...row, rooms: JSON.parse(row.rooms) as InventoryRoom[] };
}

/**
 * Replaces a lead's survey with `rooms` (already checked by the inventory schema) and writes
 * what changed to its history. Run it inside a write transaction: the read, the upsert and
 * the history row are one change. A save that changes nothing writes nothing. On PostgreSQL
 * the row is locked first, so two saves at once each see the other's result in their diff.
 */
export async function saveInventory(
  db: Kysely<Database>,
  engine: Engine,
  save: {
    leadKind: LeadKind;
    leadId: string;
    rooms: InventoryRoom[];
    actor: string;
    actorName: string | null;
    at?: string;
  },
): Promise<{ changes: InventoryChange[]; stored: StoredInventory }> {
  let read = db
    .selectFrom('leadInventories')
    .select(['rooms', 'updatedAt', 'updatedBy', 'updatedByName'])
    .where('leadKind', '=', save.leadKind)
    .where('leadId', '=', save.leadId);
  if (engine === 'postgres') read = read.forUpdate();
  const current = await read.executeTakeFirst();
  const before = current ? (JSON.parse(current.rooms) as InventoryRoom[]) : [];
  const changes = diffInventories(before, save.rooms);
  if (current && changes.length === 0 && sameOrder(before, save.rooms))
    return { changes, stored: { ...current, rooms: before } };

  const at = save.at ?? new Date().toISOString();
  const row = {
    rooms: JSON.stringify(save.rooms),
    updatedAt: at,
    updatedBy: save.actor,
    updatedByName: save.actorName,
  };
  await db
    .insertInto('leadInventories')
    .values({ leadKind: save.leadKind, leadId: save.leadId, ...row })
    .onConflict((oc) => oc.columns(['leadKind', 'leadId']).doUpdateSet(row))
    .execute();
  if (changes.length > 0)
    await db
      .insertInto('leadInventoryChanges')
      .values({
        id: randomUUID(),
        leadKind: save.leadKind,
        leadId: save.leadId,
        at,
        actor: save.actor,
        actorName: save.actorName,
        changes: JSON.stringify(changes),
      })
      .execute();
  return {
    changes,
    stored: {
      rooms: save.rooms,
      updatedAt: at,
      updatedBy: save.actor,
      updatedByName: save.actorName,
    },
  };
}

// Rooms or lines put in another order are no change for the history, but they are kept.
const sameOrder = (a: readonly InventoryRoom[], b: readonly InventoryRoom[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The survey's history, newest first. */
export async function listInventoryChanges(
  db: Kysely<Database>,
  leadKind: LeadKind,
  leadId: string,
) {
  const rows = await db
    .selectFrom('leadInventoryChanges')
    .select(['at', 'actor', 'actorName', 'changes'])
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as InventoryChange[] }));
}

/** Erasure and retention: a lead's survey and its history go with it. */
export async function deleteInventories(
  db: Kysely<Database>,
  leadKind: LeadKind,
  leadIds: string[],
) {
  if (leadIds.length === 0) return;
  for (const table of ['leadInventories', 'leadInventoryChanges'] as const)
    await db
      .deleteFrom(table)
      .where('leadKind', '=', leadKind)
      .where('leadId', 'in', leadIds)
      .execute();
}
