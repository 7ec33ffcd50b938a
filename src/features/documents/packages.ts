import type { InventoryRoom } from '@/features/survey';
import { catalogueItem } from '@/features/survey';
import type { PackageLine } from './snapshots';

/**
 * The survey as numbered packages: each item of each room, one package per unit (three chairs
 * are packages 7, 8 and 9), in the survey's order, so the crew's labels match the list. An item
 * that travels on its own carrier (a car) is a package too: it is handed over and checked.
 */
export function packageLines(rooms: readonly InventoryRoom[]): PackageLine[] {
  const lines: PackageLine[] = [];
  for (const room of rooms)
    for (const line of room.items) {
      const item = catalogueItem(line.itemId);
      for (let i = 0; i < line.qty; i++)
        lines.push({
          no: lines.length + 1,
          contents: item?.name ?? line.itemId,
          room: room.name,
          fragile: item?.fragile ?? false,
        });
    }
  return lines;
}
