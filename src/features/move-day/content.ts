import { MAX_CREW } from './settings';
import type { MilestoneKind } from './milestones';
/**
 * A booked move's day as the office plans it (issue 24, point 4): the time windows a crew can
 * arrive in, and every word of the lead page's Move-day card, the day view's lines and the
 * crew's job sheet.
 */

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
  crewSheet: 'Steps, photos, signatures',
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

/**
 * Every word of the move day on the crew's phone (issue 47): the crew's list and job sheet,
 * the steps on /track, their emails and the API's refusals.
 */

/** A step's name, as the crew's button, /track and the audit log say it. */
export const milestoneLabels: Record<MilestoneKind, string> = {
  arrived: 'Arrived at pickup',
  packed: 'Packed',
  loaded: 'Loaded',
  'in-transit': 'On the way',
  reached: 'Reached the drop',
  delivered: 'Delivered',
};

/** The crew's big button for the next step. */
export const milestoneActions: Record<MilestoneKind, string> = {
  arrived: 'We have arrived',
  packed: 'Packing done',
  loaded: 'Loaded on the truck',
  'in-transit': 'Leaving now',
  reached: 'Reached the drop',
  delivered: 'Delivered: customer signs',
};

export const milestoneErrors = {
  kind: `Choose a step: ${Object.keys(milestoneLabels).join(', ')}.`,
  expectedDeliveryOn: 'Give the expected delivery day as a date like 2026-12-20.',
  deliveryNeeded: 'Give the expected delivery day with the loaded step.',
  deliveryOnlyLoaded: 'The expected delivery day goes with the loaded step only.',
  deliveryBeforeToday: 'The expected delivery day cannot be before the day it was loaded.',
  location:
    'Give the location as {latitude, longitude, accuracy?} in degrees and metres, as the phone gives it.',
  at: 'Give the time as an ISO time like 2026-12-06T09:30:00+05:30, not in the future.',
  note: (n: number) => `Keep the note under ${n} characters.`,
  outOfOrder: (kind: MilestoneKind, next: MilestoneKind | null) =>
    next === null
      ? `This move is delivered already; “${milestoneLabels[kind]}” cannot be recorded again.`
      : `Record “${milestoneLabels[next]}” first: the steps go in order.`,
  notABooking: 'Move-day steps are recorded on a booking.',
  notOnCrew: 'You are not on this move’s crew.',
  doneTooEarly: (day: string) =>
    `This move is on ${day}: it can be marked done on or after that day. The owner may mark it done earlier with a reason.`,
  forceReason: 'Give the reason for marking the move done before its day.',
  stage: 'Choose pickup or delivery.',
  signerName: 'Type the name of the person who signs (at most 100 characters).',
  png: 'The signature must be a PNG image (a data:image/png;base64 URL) of a few hundred kB at most.',
  item: 'Choose a thing from the survey.',
  memberUnknown: 'One of the crew members does not exist, is disabled or is not crew or staff.',
} as const;

/** The audit log's actions and lines. */
export const moveDayAudit = {
  milestone: 'milestone',
  milestoneLine: (kind: MilestoneKind, expected: string | null) =>
    expected ? `${milestoneLabels[kind]} · delivery expected ${expected}` : milestoneLabels[kind],
  forcedDone: 'status-forced',
  forcedLine: (day: string, reason: string) => `done before the move day ${day}: ${reason}`,
  crew: 'move-crew',
  photo: 'move-photo',
  photoLine: (stage: string, note: string | null) =>
    `${stage === 'pickup' ? 'at pickup' : 'at delivery'}${note ? `: ${note}` : ''}`,
  signature: 'move-signature',
  signatureLine: (stage: string, name: string) =>
    `${stage === 'pickup' ? 'pickup list' : 'delivery'} signed by ${name}`,
} as const;

/** The photo and signature routes' refusals. */
export const captureErrors = {
  notAnImage: 'Send a photo: JPEG, PNG, WebP or HEIC.',
  unreadable: 'This photo could not be read: the file may be damaged. Take it again.',
  heic: 'This phone saves photos as HEIC, which we cannot read. On an iPhone: Settings › Camera › Formats › Most Compatible. On Android: in the camera’s settings turn off “HEIF” / “High efficiency pictures”. Then take the photo again.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  tooManyPhotos: (n: number) => `This move has ${n} photos already, the most it keeps.`,
  tooManySignatures: (n: number) => `This move has ${n} signatures already, the most it keeps.`,
  file: 'Attach the photo as the form field “file”.',
  multipart: 'Send the photo as multipart/form-data.',
  noPhoto: 'No such photo on this move.',
  noProof: 'This move has no proof of delivery yet: it is issued with the Delivered step.',
} as const;

/** The customer's emails at loaded and delivered (neutral: never the customer's name). */
export const milestoneEmails = {
  loaded: {
    subject: (reference: string) => `Your things are loaded: ${reference}`,
    body: (expected: string | null) =>
      `Our crew has loaded your things on the truck.${expected ? ` We expect to deliver them on ${expected}.` : ''}`,
  },
  delivered: {
    subject: (reference: string) => `Your things are delivered: ${reference}`,
    body: 'Your things have been delivered. Thank you for moving with us. The proof of delivery is on the tracking page.',
  },
  trackIntro: 'Follow every step of your move on the tracking page:',
  label: (kind: MilestoneKind, reference: string) =>
    `the ${milestoneLabels[kind].toLowerCase()} email to the customer of ${reference}`,
} as const;

/** /track's steps of the move day. */
export const trackMilestoneTexts = {
  heading: 'On the move day',
  expected: (day: string) => `Delivery expected on ${day}`,
  none: 'The crew records each step here on the day.',
  photosHeading: 'Photos of your things',
  photosIntro:
    'Taken by our crew at pickup and delivery. Only you (with this look-up) and our team see them.',
  photoAlt: (stage: 'pickup' | 'delivery', note: string | null) =>
    `${stage === 'pickup' ? 'At pickup' : 'At delivery'}${note ? `: ${note}` : ''}`,
  openPhoto: 'Open the full photo',
} as const;

/** The audit log's and the users page's crew additions. */
export const crewAccountTexts = {
  phoneOrEmail: 'Give an email address or a mobile number (a crew member may have no email).',
  phone: 'Please enter a 10-digit Indian mobile number.',
  phoneTaken: 'Someone already has that mobile number.',
} as const;

/** The lead page's choice of the move day's crew accounts. */
export const crewPickTexts = {
  legend: 'Crew on the app',
  hint: 'Ticked people see this move on their phones (My moves) and record its steps.',
} as const;
/** The day's work at the top of the dashboard. */
export const dayTexts = {
  heading: 'Today',
  followUps: 'Follow-ups due',
  followUpsHint: 'today and overdue',
  unassigned: 'New, nobody on it',
  notAnswered: 'Not answered',
  notAnsweredHint: (minutes: number) => `new for over ${minutes} office minutes`,
  mine: 'Assigned to me',
  moves: 'Moves in the next 7 days',
  none: 'Nothing here.',
  more: (n: number) => `and ${n.toLocaleString('en-IN')} more`,
  overdue: (day: string) => `overdue since ${day}`,
  dueToday: 'due today',
  count: (n: number) => n.toLocaleString('en-IN'),
  noMoves: 'No moves',
  unavailable: 'The day view cannot be read right now. The lead list may still work.',
  movesOn: (day: string, n: number) => `${day}: ${n} move${n === 1 ? '' : 's'}`,
  noSlot: 'Time not set',
  noCrew: 'Truck and crew not planned',
  title: 'Today',
} as const;

export { crewTexts, forceDoneTexts, milestoneWhatsapp } from './content/crew';
