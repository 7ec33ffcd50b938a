import type { LeadChannel, LeadKind, LeadStatus } from '@/features/leads/lead-types';
import { site } from '@/content/site';

/** Every text of the staff area: sign-in, dashboard, its API's messages and the lead emails. */

export const adminMeta = {
  title: 'Staff area',
  signInTitle: 'Staff sign-in',
  brand: `${site.shortName} staff`,
  navLabel: 'Staff area',
} as const;

export const signInTexts = {
  heading: 'Staff sign-in',
  intro: `This area is for ${site.shortName} staff. Sign in with your email (or, crew, your mobile number) and password.`,
  emailLabel: 'Email or mobile number',
  emailHint: '(the owner may leave it empty and use the shared password)',
  badEmail:
    'Please enter an email address like name@example.in or a 10-digit mobile number, or leave it empty.',
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  missing: 'Please enter the password.',
  wrong:
    'That email and password do not match an account. After 5 wrong tries from this device’s address, sign-in from here pauses for 15 minutes.',
  locked: (minutes: number) =>
    `Too many wrong passwords from this address. Sign-in from here is paused; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unavailable: 'We could not check the password just now. Please try again in a minute.',
  signedOut: 'You have signed out.',
  expired: 'Your session has ended. Please sign in again.',
  passwordHelp:
    'Forgotten your password? Ask the owner for a reset link. The owner’s shared password can be set again on the server with npm run admin:password.',
} as const;

/** The page behind an invite or reset link (/admin/invite/{token}). */
export const inviteTexts = {
  title: 'Set your password',
  heading: 'Set your password',
  welcome: (name: string) => `Welcome, ${name}. Choose a password to sign in to the staff area.`,
  resetWelcome: (name: string) => `${name}, choose a new password for the staff area.`,
  passwordLabel: 'New password',
  passwordHint: '(at least 12 characters)',
  submit: 'Set password and sign in',
  submitting: 'Saving...',
  tooShort: 'The password must be at least 12 characters.',
  tooLong: 'The password can be at most 200 characters.',
  gone: 'This link has been used already or has expired. Ask the owner for a new one.',
  goneHeading: 'This link no longer works',
  toSignIn: 'Go to sign-in',
  unavailable: 'We could not save the password just now. Please try again in a minute.',
} as const;

/** What the owner types when adding or changing a person, and its messages. */
export const userFormTexts = {
  name: 'Please enter the person’s name.',
  nameLong: 'The name can be at most 100 characters.',
  email: 'Please enter an email address like name@example.in.',
  role: 'Choose owner, coordinator, staff or crew.',
  disabled: 'Use true or false.',
  reset: 'Send true to issue a reset link.',
  nothing: 'Send at least one of role, disabled or resetPassword.',
  taken: 'Someone already has that email address.',
  lastOwner: 'The last owner who can sign in cannot be given another role or disabled.',
  notFound: 'No such person.',
} as const;

/** The email that carries an invite or reset link. */
export const inviteEmailTexts = {
  invite: {
    subject: `Your ${site.shortName} staff account`,
    greeting: (name: string) => `Hello ${name},`,
    body: `You have been given an account in the ${site.shortName} staff area. Open this link to choose your password and sign in:`,
  },
  reset: {
    subject: `Reset your ${site.shortName} staff password`,
    greeting: (name: string) => `Hello ${name},`,
    body: 'Open this link to choose a new password for the staff area:',
  },
  expiry: 'The link works once, for 48 hours. If you did not expect this email, ignore it.',
} as const;

/** Messages for changes to one lead (its page and PATCH/notes API). */
export const leadChangeTexts = {
  followUp: 'Use a date like 2025-03-14, or leave it empty.',
  assignee: 'Choose a person from the list.',
  assigneeUnknown: 'That person does not exist or is disabled.',
  nothing: 'Send at least one of status, assigneeId or followUpOn.',
  noteEmpty: 'Please write the note first.',
  noteLong: 'A note can be at most 4000 characters.',
} as const;

/** The owner's page of people (/admin/users). */
export const peopleTexts = {
  title: 'People',
  heading: 'People',
  intro:
    'Everyone who can sign in to the staff area. Staff see, search and work leads. Coordinators do that and export. Only owners also delete leads, manage people, read the audit log and the speed report.',
  forbidden: 'Only the owner may manage people.',
  failed: 'That change could not be saved just now. Please try again.',
  tableLabel: 'People who can sign in',
  name: 'Name',
  email: 'Email',
  phone: 'Mobile number',
  phoneHint: '(crew may sign in with it instead of an email)',
  role: 'Role',
  state: 'Status',
  actions: 'Actions',
  active: 'Active',
  invited: 'Invited (no password yet)',
  disabledState: 'Disabled',
  noEmail: 'Shared owner password',
  roleFor: (name: string) => `Role of ${name}`,
  saveRole: 'Save role',
  disable: 'Disable',
  enable: 'Enable',
  reset: 'Reset link',
  actionFor: (action: string, name: string) => `${action}: ${name}`,
  addHeading: 'Add a person',
  addIntro:
    'They get a one-time link, valid for 48 hours, to choose their password. Hand it over yourself; it is emailed to them too when email is set up.',
  add: 'Add and make link',
  adding: 'Adding...',
  added: (name: string) => `${name} was added. Give them this link:`,
  changed: {
    role: (name: string) => `${name}'s role was changed.`,
    disable: (name: string) => `${name} is disabled and signed out everywhere.`,
    enable: (name: string) => `${name} can sign in again.`,
    reset: (name: string) => `A new link for ${name} (earlier links stop working):`,
  },
  linkLabel: 'One-time link',
  linkNote: 'Shown once. It works for 48 hours.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy here: select the link above and copy it.',
  shareWhatsapp: 'Share on WhatsApp',
  /** The message the owner sends with the link (WhatsApp opens with it typed; they pick the chat). */
  shareMessage: (name: string, url: string) =>
    `Hello${name ? ` ${name}` : ''}, this is your link to the ${site.shortName} staff area. Open it to choose your password; it works once, for 48 hours:\n${url}`,
} as const;

/** Every signed-in person's own account (/admin/account, PATCH /api/admin/account). */
export const accountTexts = {
  title: 'Your account',
  heading: 'Your account',
  intro: 'How your name appears to the team, on notes, history and the audit log.',
  nameLabel: 'Your name',
  emailLabel: 'Sign-in email',
  emailHint: '(you sign in with it; no one else here may have it)',
  emailHintShared: '(optional: you can also sign in with the shared password alone)',
  emailFixed: 'Your sign-in email. The owner can change it for you.',
  roleLabel: 'Role',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved. Your account is up to date.',
  name: 'Please enter your name.',
  nameLong: 'The name can be at most 100 characters.',
  email: 'Please enter an email address like name@example.in.',
  emailNeeded: 'You sign in with your email, so it cannot be left empty.',
  taken: 'Someone else here already signs in with that email. Choose another.',
  emailForbidden: 'Only the owner may change their sign-in email. Ask the owner.',
  nothing: 'Send at least one of name or email.',
  failed: 'Your account could not be saved just now. Please try again.',
  unavailable: 'Your account cannot be read just now. Please try again in a minute.',
} as const;

export const adminNavTexts = {
  label: 'Staff area',
  leads: 'Leads',
  today: 'Today',
  people: 'People',
  audit: 'Audit log',
  signedInAs: 'Signed in as',
  account: 'Your account',
} as const;

/** The owner's audit log (/admin/audit). */
export const auditTexts = {
  title: 'Audit log',
  heading: 'Audit log',
  intro:
    'Who did what, newest first: sign-ins (and failed tries), status changes, assignments, deletions, exports and changes to people. Times are India time (IST).',
  forbidden: 'Only the owner may read the audit log.',
  empty: 'Nothing has happened yet.',
  listLabel: 'Events, newest first',
  nobody: 'Someone (not signed in)',
  actions: {
    'sign-in': 'signed in as',
    'sign-in-failed': 'tried to sign in as',
    'invite-accepted': 'set their password through an invite link:',
    'password-reset': 'set a new password through a reset link:',
    status: 'changed the status of',
    assign: 'assigned',
    'follow-up': 'set the follow-up day of',
    delete: 'deleted',
    export: 'exported',
    'user-added': 'added',
    'user-role': 'changed the role of',
    'user-disabled': 'disabled',
    'user-enabled': 'enabled',
    'user-reset-link': 'made a password reset link for',
    'account-name': 'renamed their own account',
    'account-email': 'changed the sign-in email of their own account',
    purge: 'erased by the retention rule:',
    'lead-added': 'added a lead by hand:',
    'move-day': 'planned the move day of',
    'email-resent': 'sent again the email',
  },
} as const;

/** The page of one lead (/admin/leads/{type}/{id}). */
export const leadPageTexts = {
  back: 'All leads',
  missing: 'That lead no longer exists; someone may have deleted it already.',
  failed: 'That change could not be saved just now. Please try again.',
  forbidden: 'Your role does not allow this change; ask the owner.',
  saved: 'Saved.',
  noteAdded: 'Note added.',
  detailsHeading: 'Details',
  workHeading: 'Follow-up',
  quickHeading: 'Contact the customer',
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'Email',
  assignMe: 'Assign to me',
  markContacted: 'Mark contacted',
  statusLabel: 'Status',
  assigneeLabel: 'Assigned to',
  nobody: 'Nobody',
  followUpLabel: 'Follow up on',
  followUpHint: '(leave empty for none)',
  save: 'Save',
  saving: 'Saving...',
  historyHeading: 'Status history',
  historyArrived: 'Arrived as New',
  historyChange: (from: string, to: string) => `${from} → ${to}`,
  by: (name: string) => `by ${name}`,
  bySystem: 'automatically',
  notesHeading: 'Notes',
  noteLabel: 'New note',
  noteHint: '(kept as plain text; visible to all staff)',
  addNote: 'Add note',
  addingNote: 'Adding...',
  noNotes: 'No notes yet.',
  noteBy: (name: string | null) => name ?? 'Someone',
  estimateHeading: 'Estimate',
  notFoundHeading: 'Lead not found',
  notFoundBody: 'There is no such lead. It may have been deleted, or the address is mistyped.',
  openLead: (reference: string) => `Open ${reference}`,
  /** The WhatsApp message a coordinator starts with (they can edit it before sending). */
  whatsappGreeting: (name: string, reference: string) =>
    `Namaste ${name}, this is ${site.shortName} about your request ${reference}.`,
  emailSubject: (reference: string) => `Your request ${reference} – ${site.shortName}`,
  callLabel: (name: string) => `Call ${name}`,
  whatsappLabel: (name: string) => `WhatsApp ${name}`,
  emailLabel: (name: string) => `Email ${name}`,
  noPhone: 'No phone number given.',
  kindLabel: 'Kind',
  assignedToYou: 'You',
} as const;

/** The lead page's list of emails sent to the customer (src/features/leads/ui/page/). */
export const customerEmailListTexts = {
  heading: 'Emails to the customer',
  purposes: {
    received: 'Confirmation of the request',
    booked: 'Booking confirmed',
    done: 'Move done',
    cancelled: 'Booking cancelled',
  },
  status: {
    sent: (when: string) => `Sent ${when}`,
    pending: (when: string) => `Waiting to be sent (queued ${when})`,
    failed: (when: string) => `Could not be sent (queued ${when}); see the outbox`,
  },
  none: 'No email has been sent to the customer about this request.',
  off: 'Emails to customers are off on this site (no SMTP server is set up).',
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

/** A new lead nobody contacted within the answer time (settings/office-hours.ts). */
export const overdueTexts = {
  badge: 'Overdue',
  title: (minutes: number) => `Not contacted within ${minutes} office minutes`,
} as const;

export const roleLabels = {
  owner: 'Owner',
  coordinator: 'Coordinator',
  staff: 'Staff',
  crew: 'Crew',
} as const;

export const dashboardTexts = {
  heading: 'Leads',
  signOut: 'Sign out',
  tabsLabel: 'Lead types',
  newCount: (n: number) => `${n} new`,
  searchLabel: 'Search',
  searchHint: '(name, email, phone or reference)',
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  searchButton: 'Search',
  clear: 'Clear',
  export: 'Export CSV',
  exportHint: (what: string) => `Downloads the ${what} shown by this search, every page.`,
  showing: (from: number, to: number, total: number) =>
    `Showing ${from}–${to} of ${total.toLocaleString('en-IN')}`,
  /** A search shows at most its newest matches (SEARCH_MATCH_CAP). */
  showingCapped: (from: number, to: number, total: number) =>
    `Showing ${from}–${to} of the newest ${total.toLocaleString('en-IN')} matches; more leads match, so search for something more exact to see them`,
  searchLimited: 'Too many searches in a few seconds. Wait a moment, then search again.',
  searchTooSlow: 'That search took too long and was stopped. Try a longer or more exact search.',
  pagination: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pastLastPage: (page: number, pages: number) =>
    `There is no page ${page}; the last page is ${pages}.`,
  goToLastPage: 'Go to the last page',
  updateStatus: 'Update',
  statusFor: (reference: string) => `Status of ${reference}`,
  delete: 'Delete',
  deleteLabel: (reference: string) => `Delete ${reference}`,
  confirmHeading: (reference: string) => `Delete ${reference} for good?`,
  confirmBody:
    'This erases the lead and everything the visitor typed (for example when they ask to be forgotten). It cannot be undone.',
  confirmDelete: 'Delete permanently',
  cancel: 'Cancel',
  storeError:
    'The lead store cannot be read right now, so this list cannot be shown. No lead is lost: they are still stored. Please reload in a minute; if it keeps happening, check the server log.',
  countsUnavailable: 'New-lead counts are unavailable.',
  notices: {
    status: (reference: string, status: string) => `${reference} is now marked ${status}.`,
    deleted: (reference: string) => `${reference} was deleted.`,
    missing: 'That lead no longer exists; someone may have deleted it already.',
    failed: 'That change could not be saved just now. Please try again.',
    forbidden: 'Only the owner may do that.',
  },
  notGiven: 'Not given',
  timeZoneNote: 'Times are India time (IST).',
  tableLabel: (many: string) => `${many}, newest first`,
  skipToList: 'Skip to the list',
} as const;

/** The dashboard table's columns; each groups a few fields of a lead. */
export const columnHeadings = {
  lead: 'Lead',
  contact: 'Contact',
  request: 'Request',
  move: 'Move',
  message: 'Message',
  inventory: 'Inventory',
  email: 'Email',
  status: 'Status',
  actions: 'Actions',
} as const;

export const statusLabels = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  done: 'Done',
  cancelled: 'Cancelled',
} as const satisfies Record<LeadStatus, string>;

export const leadFieldLabels = {
  reference: 'Reference',
  createdAt: 'Received',
  status: 'Status',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  moveDate: 'Moving date',
  message: 'Message',
  source: 'Form',
  origin: 'Moving from',
  destination: 'Moving to',
  moveType: 'Move type',
  inventory: 'Inventory',
  estimate: 'Estimate',
  pickupCity: 'Pickup city',
  pickupArea: 'Pickup area',
  pickupAddress: 'Pickup address',
  dropCity: 'Drop city',
  dropArea: 'Drop area',
  dropAddress: 'Drop address',
  channel: 'Came in by',
} as const;

/** Where a lead came from (issue 26): the lead page's card, the list's filter, the CSV's columns. */
export const leadSourceTexts = {
  heading: 'Where it came from',
  labels: {
    label: 'Source',
    utmSource: 'Campaign source (utm_source)',
    utmMedium: 'Medium (utm_medium)',
    utmCampaign: 'Campaign (utm_campaign)',
    referrer: 'Came from site',
    landing: 'Landing page',
    device: 'Device',
  },
  devices: { phone: 'Phone', desktop: 'Desktop' },
  direct: 'direct',
  /** A lead entered by staff, or sent before sources were kept. */
  none: 'Not recorded (entered by staff, or sent before sources were kept).',
  filterLabel: 'Source',
  filterHint: '(google, direct…)',
} as const;

/** The CSV's column headings: the same, saying which clock its times are on. */
export const csvFieldLabels = {
  ...leadFieldLabels,
  createdAt: 'Received (India time)',
} as const satisfies Record<keyof typeof leadFieldLabels, string>;

export type LeadField = keyof typeof leadFieldLabels;

/** Per kind of lead: its tab, how one and many are called, and what shows when there are none. */
export const leadKindTexts = {
  booking: {
    tab: 'Bookings',
    one: 'booking',
    many: 'bookings',
    empty: 'No bookings found',
    noMatch: 'No bookings match this search.',
  },
  quote: {
    tab: 'Quote requests',
    one: 'quote request',
    many: 'quote requests',
    empty: 'No quote requests found',
    noMatch: 'No quote requests match this search.',
  },
  contact: {
    tab: 'Contact messages',
    one: 'contact message',
    many: 'contact messages',
    empty: 'No contact messages found',
    noMatch: 'No contact messages match this search.',
  },
  subscriber: {
    tab: 'Newsletter subscribers',
    one: 'newsletter subscriber',
    many: 'newsletter subscribers',
    empty: 'No newsletter subscribers found',
    noMatch: 'No newsletter subscribers match this search.',
  },
} as const satisfies Record<
  LeadKind,
  { tab: string; one: string; many: string; empty: string; noMatch: string }
>;

export const quoteSourceLabels = { quotation: 'Quotation form', popup: 'Quote pop-up' } as const;
/** How a lead came in: entered by staff from a call, a message, a visit or a referral; or the site. */
export const channelLabels = {
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  'walk-in': 'Walk-in',
  referral: 'Referral',
  website: 'Website',
} as const satisfies Record<LeadChannel | 'website', string>;
export const moveTypeLabels = {
  residential: 'Residential',
  commercial: 'Commercial',
  international: 'International',
} as const;

/** Messages of the JSON API under /api/admin (scripts read them, people may too). */
export const adminApiMessages = {
  unauthorized: 'Sign in first: this needs a staff session.',
  wrongPassword: 'That email and password do not match an account.',
  forbidden: 'Only the owner may do this.',
  gone: 'This invite or reset link has been used already or has expired.',
  locked: 'Too many wrong passwords from this address. Try again later.',
  crossOrigin: 'This request came from another site and was refused.',
  searchLimited: 'Too many searches from this account just now. Wait a few seconds and try again.',
  searchTooSlow: 'That search took too long and was stopped. Try a longer or more exact search.',
  exportSameOrigin:
    'Export from the dashboard’s Export CSV button, or send this request as a POST (scripts).',
  unknownType: 'Use type=bookings, quotes, contacts or subscribers.',
  invalidQuery: 'Some query parameters are not valid.',
  invalidBody: 'Some fields need attention.',
  badIdempotencyKey: 'Use 1–200 letters, digits, dots, colons, hyphens or underscores.',
  idempotencyMismatch:
    'This Idempotency-Key was already used with a different request body. Use a new key for a new lead.',
  notFound: 'No such lead.',
  unavailable: 'The lead store cannot be reached just now. Please try again.',
} as const;
