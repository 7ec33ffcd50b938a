import { INVENTORY_LIMITS } from '../settings';
/** Every text of the survey (the inventory editor, its checks, its history), staff's and customers'. */

/** Rooms a tap adds. "Bedroom" is numbered (Bedroom 1, Bedroom 2, …); another repeat gets " 2". */
export const roomPresets = [
  'Living room',
  'Bedroom',
  'Kitchen',
  'Dining',
  'Balcony',
  'Pooja room',
  'Store room',
  'Parking',
  'Office',
] as const;
export const NUMBERED_ROOM = 'Bedroom';

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

/** The survey editor, on the staff lead page and on /track. */
export const surveyEditorTexts = {
  staffHeading: 'Survey: the customer’s things',
  staffIntro:
    'Add rooms, then type three letters of an item to add it. The customer can add to the same list from the tracking page.',
  customerHeading: 'List your things for a firmer price',
  customerIntro:
    'Tell us what we will move, room by room: we price a move by its volume, so the list lets us quote a firm price and send the right truck. Our team sees every change.',
  addRoomHeading: 'Add a room',
  addRoomPrefix: 'Add ',
  otherRoomLabel: 'Other room',
  otherRoomAdd: 'Add',
  noRooms: 'No rooms yet. Tap a room above to start.',
  roomItemCount: (pieces: number) => (pieces === 1 ? '1 item' : `${pieces} items`),
  removeRoom: (name: string) => `Remove ${name}`,
  removeRoomButton: 'Remove',
  addHere: (name: string) => `Add items to ${name}`,
  searchLabel: (room: string) => `Find an item for ${room}`,
  searchPlaceholder: 'Type 3 letters: sof, fri, alm…',
  searchHint: 'Enter adds the first match.',
  noMatch: (query: string) =>
    `Nothing called "${query}". Try another word, or add it in the notes.`,
  matches: (count: number) => (count === 1 ? '1 match' : `${count} matches`),
  addItem: (name: string) => `Add ${name}`,
  emptyRoom: 'Nothing in this room yet.',
  less: (name: string) => `One less ${name}`,
  more: (name: string) => `One more ${name}`,
  remove: (name: string) => `Remove ${name}`,
  qtyLabel: (name: string) => `How many: ${name}`,
  cftEach: (cft: number) => `${cft} cft each`,
  fragile: 'Fragile',
  ownCarrier: 'Own carrier',
  loadLabel: 'Load',
  vehicleLabel: 'Vehicle',
  crewLabel: 'Crew',
  cft: (cft: number) => `${cft.toLocaleString('en-IN')} cft`,
  vehicle: (name: string, count: number) => (count > 1 ? `${count} × ${name}` : name),
  noVehicle: 'Nothing listed yet',
  crew: (people: number) => (people === 0 ? '—' : `${people} people`),
  carsApart: (count: number) =>
    count === 1 ? 'The car goes on a car carrier.' : `${count} cars go on a car carrier.`,
  fragilePieces: (count: number) => `${count} fragile`,
  save: 'Save list',
  saving: 'Saving…',
  saved: 'Saved.',
  unsaved: 'Changes not saved yet.',
  lastSaved: (when: string, by: string | null) =>
    by ? `Last saved ${when} by ${by}.` : `Last saved ${when}.`,
  byCustomer: 'the customer',
  byStaff: 'our team',
  byYou: 'you',
  failed: 'The list could not be saved just now. Please try again.',
  offline: 'No connection: the list is kept on this page. Save again when you are back online.',
  leave: 'The list has changes that are not saved.',
  noScript: 'This is the list as last saved.',
} as const;

/** The survey's history on the staff lead page. */
export const surveyHistoryTexts = {
  heading: 'Changes to the list',
  none: 'No changes yet.',
  customer: 'The customer',
  someone: 'Someone',
  roomAdded: (room: string) => `Added room ${room}`,
  roomRemoved: (room: string) => `Removed room ${room}`,
  added: (room: string, item: string, qty: number) => `${room}: added ${item} × ${qty}`,
  removed: (room: string, item: string, qty: number) => `${room}: removed ${item} × ${qty}`,
  qty: (room: string, item: string, from: number, to: number) => `${room}: ${item} ${from} → ${to}`,
  more: (count: number) => `${count} more changes`,
} as const;

/** The lead page's form for changing the list without JavaScript: one line at a time. */
export const surveyNoScriptTexts = {
  heading: 'Change the list without JavaScript',
  room: 'Room',
  roomHint: '(a listed room, or a new one)',
  item: 'Item',
  qty: 'How many',
  qtyHint: '(0 takes the item out of the room)',
  save: 'Save this line',
  saving: 'Saving…',
  saved: 'The list is saved.',
  qtyInvalid: 'How many must be a whole number from 0 to 999.',
  itemMissing: 'Choose an item from the list.',
} as const;
