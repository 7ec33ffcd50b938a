/** Every text of the survey (the inventory editor, its checks, its history), staff's and customers'. */

/** Rooms a tap adds; a second "Bedroom" becomes "Bedroom 2" and so on. */
export const roomPresets = [
  'Living room',
  'Bedroom 1',
  'Bedroom 2',
  'Bedroom 3',
  'Kitchen',
  'Dining',
  'Balcony',
  'Pooja room',
  'Store room',
  'Garage',
  'Office',
] as const;

export const INVENTORY_LIMITS = {
  rooms: 30,
  roomName: 40,
  lines: 300,
  qtyMin: 1,
  qtyMax: 999,
} as const;

export const inventoryValidation = {
  roomsMissing: 'Send the rooms as a list: {"rooms":[{"name":"Living room","items":[…]}]}.',
  tooManyRooms: `An inventory can have at most ${INVENTORY_LIMITS.rooms} rooms.`,
  roomNameRequired: 'Give each room a name, like "Bedroom 1".',
  roomNameTooLong: `Keep a room's name to ${INVENTORY_LIMITS.roomName} characters.`,
  roomNameRepeated: 'Two rooms have the same name; give each its own.',
  tooManyLines: `An inventory can have at most ${INVENTORY_LIMITS.lines} lines (an item in a room is one line).`,
  unknownItem: 'An item is not in our catalogue; choose it from the list.',
  itemRepeated: 'An item is listed twice in the same room; change its quantity instead.',
  qtyWhole: 'A quantity must be a whole number.',
  qtyRange: `A quantity must be from ${INVENTORY_LIMITS.qtyMin} to ${INVENTORY_LIMITS.qtyMax}; remove the item to have none.`,
} as const;

/** The customer's answers from PUT /api/track/inventory. */
export const ownInventoryTexts = {
  fixFields: 'Please check the list: something in it cannot be saved.',
  closed:
    'This move is finished or cancelled, so its list can no longer be changed. Call us if something is missing.',
} as const;
