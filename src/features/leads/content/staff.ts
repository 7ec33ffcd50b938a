import type { LeadChannel, LeadKind, LeadStatus } from '@/features/leads/lead-types';
import { site } from '@/content/site';

/** Every text of the staff area: sign-in, dashboard, its API's messages and the lead emails. */

export const adminMeta = {
  title: 'Staff area',
  signInTitle: 'Staff sign-in',
  brand: `${site.shortName} staff`,
  navLabel: 'Staff area',
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

export const adminNavTexts = {
  label: 'Staff area',
  leads: 'Leads',
  today: 'Today',
  people: 'People',
  audit: 'Audit log',
  signedInAs: 'Signed in as',
  account: 'Your account',
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

/** A new lead nobody contacted within the answer time (settings/office-hours.ts). */
export const overdueTexts = {
  badge: 'Overdue',
  title: (minutes: number) => `Not contacted within ${minutes} office minutes`,
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
  language: 'Language',
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
