import type { InventoryRoom } from './load';

/**
 * One line set to a quantity, as the no-JavaScript form sends it: 0 takes the line out, a
 * room not yet listed is added (rooms are matched in any letter case), the rest is kept as it
 * was. The result still goes through the inventory schema before it is stored.
 */
export function setLine(
  rooms: readonly InventoryRoom[],
  change: { room: string; itemId: string; qty: number },
): InventoryRoom[] {
  const name = change.room.trim();
  const at = rooms.findIndex((room) => room.name.toLowerCase() === name.toLowerCase());
  const room = at >= 0 ? rooms[at]! : { name, items: [] };
  const others = room.items.filter((line) => line.itemId !== change.itemId);
  const exists = others.length !== room.items.length;
  const items =
    change.qty === 0
      ? others
      : exists
        ? room.items.map((line) =>
            line.itemId === change.itemId ? { ...line, qty: change.qty } : line,
          )
        : [...room.items, { itemId: change.itemId, qty: change.qty }];
  const updated = { ...room, items };
  return at >= 0 ? rooms.map((r, i) => (i === at ? updated : r)) : [...rooms, updated];
}
