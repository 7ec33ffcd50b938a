import { z } from '@/lib/zod';
import { INVENTORY_LIMITS as L } from '@/features/survey/settings';
import { inventoryValidation as m } from '@/features/survey/content/survey';
import { catalogueItem } from '@/features/survey/load';
import { cleanString, requiredText } from '@/lib/schemas/fields';

const line = z.object({
  itemId: cleanString(m.unknownItem).refine((id) => catalogueItem(id) !== undefined, m.unknownItem),
  qty: z
    .number({ error: m.qtyWhole })
    .int(m.qtyWhole)
    .min(L.qtyMin, m.qtyRange)
    .max(L.qtyMax, m.qtyRange),
});

const room = z.object({
  name: requiredText(m.roomNameRequired, L.roomName, m.roomNameTooLong),
  items: z
    .array(line, { error: m.roomsMissing })
    .max(L.lines, m.tooManyLines)
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, m.itemRepeated),
});

/**
 * An inventory: rooms, each with catalogue items and quantities. The one schema the editor,
 * the staff API, the customer's API and the store all check against.
 */
export const inventorySchema = z.object(
  {
    rooms: z
      .array(room, { error: m.roomsMissing })
      .max(L.rooms, m.tooManyRooms)
      .refine(
        (rooms) => new Set(rooms.map((r) => r.name.toLowerCase())).size === rooms.length,
        m.roomNameRepeated,
      )
      .refine((rooms) => rooms.reduce((n, r) => n + r.items.length, 0) <= L.lines, m.tooManyLines),
  },
  { error: m.roomsMissing },
);

export type Inventory = z.infer<typeof inventorySchema>;
