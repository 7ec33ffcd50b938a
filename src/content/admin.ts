import type { LeadKind, LeadStatus } from '@/lib/lead-kinds';
import { site } from './site';

/** Every text of the staff area: sign-in, dashboard, its API's messages and the lead emails. */

export const adminMeta = {
  title: 'Staff area',
  signInTitle: 'Staff sign-in',
  brand: `${site.shortName} staff`,
  navLabel: 'Staff area',
} as const;

export const signInTexts = {
  heading: 'Staff sign-in',
  intro: `This area is for ${site.shortName} staff. Sign in with the staff password to see the leads.`,
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  missing: 'Please enter the password.',
  wrong: 'That password is not right. After 5 wrong tries, sign-in pauses for 15 minutes.',
  locked: (minutes: number) =>
    `Too many wrong passwords. Sign-in from your network is paused; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unavailable: 'We could not check the password just now. Please try again in a minute.',
  signedOut: 'You have signed out.',
  expired: 'Your session has ended. Please sign in again.',
  passwordHelp:
    'Forgotten it? The person who runs the server can set a new one with npm run admin:password.',
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
} as const;

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
export const moveTypeLabels = {
  residential: 'Residential',
  commercial: 'Commercial',
  international: 'International',
} as const;

/** Messages of the JSON API under /api/admin (scripts read them, people may too). */
export const adminApiMessages = {
  unauthorized: 'Sign in first: this needs a staff session.',
  wrongPassword: 'That password is not right.',
  locked: 'Too many wrong passwords from this address. Try again later.',
  crossOrigin: 'This request came from another site and was refused.',
  unknownType: 'Use type=bookings, quotes, contacts or subscribers.',
  invalidQuery: 'Some query parameters are not valid.',
  invalidBody: 'Some fields need attention.',
  notFound: 'No such lead.',
  unavailable: 'The lead store cannot be reached just now. Please try again.',
} as const;
