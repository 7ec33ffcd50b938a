/**
 * A booked move's day as the office plans it (issue 24, point 4): the time windows a crew can
 * arrive in, and every word of the lead page's Move-day card, the day view's lines and the
 * crew's job sheet.
 */

/** Two-hour arrival windows; the id is the start (HH:MM), so the ids sort as times do. */
export const moveSlots = [
  { id: '07:00', label: '7–9 am' },
  { id: '09:00', label: '9–11 am' },
  { id: '11:00', label: '11 am–1 pm' },
  { id: '13:00', label: '1–3 pm' },
  { id: '15:00', label: '3–5 pm' },
  { id: '17:00', label: '5–7 pm' },
  { id: '19:00', label: '7–9 pm' },
] as const satisfies readonly { id: string; label: string }[];

/** The most people one move sends (crewRule in content/inventory.ts: 8 per truck, a few trucks). */
export const MAX_CREW = 30;

export const moveDayTexts = {
  heading: 'Move day',
  intro: 'Plan the day with the crew; the job sheet takes it to the truck.',
  noDate: 'No moving date yet: set it with the customer first (the day view lists moves by date).',
  slotLabel: 'Arrival time',
  noSlot: 'Not set',
  vehicleLabel: 'Truck',
  noVehicle: 'Not chosen',
  suggested: (name: string) => `(the survey suggests: ${name})`,
  crewCountLabel: 'Crew (people)',
  crewCountHint: '(packers and loaders, the driver not counted)',
  crewNamesLabel: 'Crew names',
  crewNamesHint: '(optional; the leader first)',
  driverNameLabel: 'Driver’s name',
  driverPhoneLabel: 'Driver’s phone',
  notesLabel: 'Notes for the crew',
  notesHint: '(parking, lift booking, fragile things, the society’s rules)',
  confirmedLabel: 'The customer confirmed this day and time',
  save: 'Save move day',
  saving: 'Saving...',
  saved: 'Move day saved.',
  refused: 'The move day was not saved: check the fields marked below.',
  confirmed: 'Confirmed',
  unconfirmed: 'Not confirmed',
  unconfirmedHint: 'Call the customer to confirm the day and time.',
  notPlanned: 'Not planned yet',
  jobSheet: 'Job sheet for the crew',
  onlyBookings: 'A move day is planned on a booking.',
  // Validation
  slot: 'Choose one of the arrival times.',
  vehicle: 'Choose a truck from the list.',
  crewCount: `Give the crew as a whole number from 1 to ${MAX_CREW}.`,
  tooLong: (n: number) => `Keep this under ${n} characters.`,
  driverName: 'Give the driver’s name with their phone number.',
  confirmedType: 'Use true or false.',
  // One line of the day view and the audit log
  crew: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
  audit: {
    confirmed: 'confirmed',
    unconfirmed: 'not confirmed',
    driver: (name: string) => `driver ${name}`,
  },
} as const;

/** The crew's printable sheet (/admin/leads/bookings/{id}/job). */
export const jobSheetTexts = {
  title: (reference: string) => `Job sheet ${reference}`,
  heading: 'Job sheet',
  print: 'Print',
  back: 'Back to the lead',
  customer: 'Customer',
  phone: 'Phone',
  when: 'When',
  pickup: 'Pick up from',
  drop: 'Deliver to',
  floors: (floor: number, lift: boolean) =>
    `${floor === 0 ? 'Ground floor' : `Floor ${floor}`}, ${lift ? 'lift' : 'no lift'}`,
  notKnown: 'Not known: ask the customer',
  truck: 'Truck',
  crew: 'Crew',
  driver: 'Driver',
  load: 'What to move',
  loadSummary: (items: number, rooms: number, cft: number) =>
    `${items} item${items === 1 ? '' : 's'} in ${rooms} room${rooms === 1 ? '' : 's'}, about ${cft} cft`,
  noSurvey: 'No survey yet: the crew sees the load on arrival.',
  room: (name: string, items: number) => `${name}: ${items} item${items === 1 ? '' : 's'}`,
  balance: 'To collect',
  paid: 'Paid in full: collect nothing',
  noQuotation: 'No accepted quotation: the office tells the crew what to collect.',
  notes: 'Notes for the crew',
  customerNote: 'The customer wrote',
  service: 'Service',
} as const;
