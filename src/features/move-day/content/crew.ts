// The crew's phone screens and staff's move-day controls (issue 47), split from ../content.ts.

/** The crew's screens on the phone: the list of their moves and one move's sheet. */
export const crewTexts = {
  nav: 'My moves',
  listTitle: 'My moves',
  listIntro: 'The moves you are on, today’s first. Open one for its job sheet.',
  none: 'No moves for you yet. The office adds you to a move’s crew.',
  today: 'Today',
  next: (label: string) => `Next: ${label}`,
  allDone: 'Delivered',
  sheetTitle: (reference: string) => `Move ${reference}`,
  back: 'All my moves',
  call: 'Call',
  whatsapp: 'WhatsApp',
  map: 'Map',
  customer: 'Customer',
  when: 'When',
  pickup: 'Pick up from',
  drop: 'Deliver to',
  notKnown: 'Not known: ask the customer',
  truck: 'Truck',
  crew: 'Crew',
  driver: 'Driver',
  notes: 'Notes from the office',
  customerWrote: 'The customer wrote',
  things: 'Things to move',
  fragile: 'Fragile',
  noSurvey: 'No list of things yet: count them with the customer.',
  steps: 'Next step',
  proof: 'Proof of delivery (PDF)',
  proofHint: 'Show it to the customer, or share it with them.',
  stepDone: (label: string, at: string, by: string | null) =>
    `${label}: ${at}${by ? `, ${by}` : ''}`,
  stepMap: (label: string) => `Where: ${label} (map)`,
  stepMapShort: 'Where',
  delivered: 'All steps done: this move is delivered.',
  expectedLabel: 'Expected delivery day',
  noteLabel: 'Note (optional)',
  exceptionsLabel: 'Exceptions: damage or missing things (empty if all arrived in good order)',
  saving: 'Saving…',
  saved: (label: string) => `${label}: saved.`,
  failed: 'Not saved: no network or the server did not answer. Try again.',
  queued: 'No signal: kept on this phone, it is sent when the signal is back.',
  waiting: (n: number) =>
    `Waiting for signal: ${n} ${n === 1 ? 'entry' : 'entries'} kept on this phone`,
  refusedLater: (label: string, why: string) => `${label} was not saved: ${why}`,
  photoEntry: (stage: string) => (stage === 'pickup' ? 'Photo at pickup' : 'Photo at delivery'),
  signatureEntry: (stage: string) =>
    stage === 'pickup' ? 'Signature at pickup' : 'Signature at delivery',
  collectEntry: (amount: string, mode: string) => `${mode} ${amount}`,
  balance: 'Balance to collect',
  noBalance: 'No amount agreed yet: the office will tell you.',
  paidInFull: 'Paid in full: nothing to collect.',
  collectHeading: 'Record money received',
  amountLabel: 'Amount received (₹)',
  cash: 'Cash',
  upi: 'UPI',
  modeLegend: 'Paid by',
  upiRefLabel: 'UPI reference (12 digits)',
  collect: (mode: string) => `Record ${mode}`,
  collected: (amount: string) => `Recorded ${amount}.`,
  amountInvalid: 'Type the amount in rupees, like 12,500.',
  photos: 'Photos of the things',
  photoCount: (n: number) =>
    n === 0 ? 'No photos yet.' : `${n} photo${n === 1 ? '' : 's'} taken.`,
  photoLabel: (stage: string) =>
    stage === 'pickup' ? 'Take a photo at pickup' : 'Take a photo at delivery',
  photoItem: 'Which thing (optional)',
  photoNoItem: 'Not one from the list',
  photoNote: 'Condition (optional): scratched, dented, broken…',
  photoSend: 'Save photo',
  photoSaved: 'Photo saved.',
  photoMissing: 'Take or choose a photo first.',
  signature: 'Customer’s signature',
  signHint: (stage: string) =>
    stage === 'pickup'
      ? 'The customer signs that the list of things packed is right.'
      : 'The customer signs that the things arrived, in good order or with the damage noted in the photos.',
  signArea: 'Signature: draw with a finger',
  signClear: 'Clear',
  signName: 'Name of the person signing',
  signSave: 'Save signature',
  signFirst: 'Ask the customer to sign in the box first.',
  signed: 'Signature saved.',
  signatures: (n: number) => `${n} signature${n === 1 ? '' : 's'} saved.`,
  forbidden: 'You are not on this move’s crew. Ask the office.',
  notFound: 'No such move.',
  unavailable: 'The move cannot be read just now. Please try again in a minute.',
} as const;

/** The crew sheet's WhatsApp buttons (their texts, in the customer's language: ./milestone-whatsapp.ts). */
export const milestoneWhatsapp = {
  heading: 'Tell the customer on WhatsApp',
  link: (label: string) => `WhatsApp the customer: ${label}`,
} as const;

/** The owner's control on the lead page: mark a move done before its day (issue 47 point 3). */
export const forceDoneTexts = {
  legend: 'Done before the move day (owner)',
  hint: (day: string) =>
    `The move is on ${day}. To mark it done earlier, choose Done above, tick this and say why: the audit log keeps the reason.`,
  force: 'Mark it done before the move day',
  reason: 'Reason',
} as const;
