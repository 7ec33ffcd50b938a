import type { InventoryRoom } from './load';

/** One change between two saves of an inventory, as the lead page's history lists it. */
export type InventoryChange =
  | { op: 'room-added'; room: string }
  | { op: 'room-removed'; room: string }
  | { op: 'added'; room: string; itemId: string; qty: number }
  | { op: 'removed'; room: string; itemId: string; qty: number }
  | { op: 'qty'; room: string; itemId: string; from: number; to: number };

const quantities = (room: InventoryRoom | undefined) =>
  new Map((room?.items ?? []).map((line) => [line.itemId, line.qty]));

/**
 * What changed from one inventory to the next, room by room (a room is known by its name, so
 * a renamed room reads as one removed and one added). Empty when nothing did: such a save is
 * not history.
 */
export function diffInventories(
  before: readonly InventoryRoom[],
  after: readonly InventoryRoom[],
): InventoryChange[] {
  const changes: InventoryChange[] = [];
  const old = new Map(before.map((room) => [room.name, room]));
  const next = new Map(after.map((room) => [room.name, room]));
  for (const room of after) {
    if (!old.has(room.name)) changes.push({ op: 'room-added', room: room.name });
    const was = quantities(old.get(room.name));
    for (const { itemId, qty } of room.items) {
      const from = was.get(itemId);
      if (from === undefined) changes.push({ op: 'added', room: room.name, itemId, qty });
      else if (from !== qty) changes.push({ op: 'qty', room: room.name, itemId, from, to: qty });
    }
  }
  for (const room of before) {
    const now = quantities(next.get(room.name));
    for (const { itemId, qty } of room.items)
      if (!now.has(itemId)) changes.push({ op: 'removed', room: room.name, itemId, qty });
    if (!next.has(room.name)) changes.push({ op: 'room-removed', room: room.name });
  }
  return changes;
}
