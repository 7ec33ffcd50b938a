import { leadKindTexts, type columnHeadings, type LeadField } from '@/features/leads/content/staff';
import type { LeadKind, LeadRow } from './lead-types';

/**
 * Every kind of lead, defined once. Everything that differs between a booking, a quote
 * request, a contact message and a newsletter sign-up is read from here: the table it lives
 * in, its reference prefix, its name in the staff area's URL and API, its labels, and the
 * fields the staff table, the CSV, the lead email and the search use. A new kind is a new
 * entry (plus its schema, migration and form); the per-kind code elsewhere is derived.
 *
 * No server imports: components, content and the server all read this module.
 */

export interface ColumnGroup<Field extends string = LeadField> {
  heading: keyof typeof columnHeadings;
  fields: readonly Field[];
  /** Show each field's label before its value (groups of unlike fields). */
  labelled?: boolean;
}

interface LeadKindEntry<K extends string, Field extends string> {
  /** The Kysely table name (snake_case in SQL). */
  table: string;
  /** Two letters before every reference of this kind, e.g. BK-7Q2M9X. */
  referencePrefix: string;
  /** The kind's name in the staff area: ?tab= of the dashboard, ?type= and /[type]/ of its API. */
  type: string;
  labels: (typeof leadKindTexts)[K & LeadKind];
  /** Every field staff see, in order: the CSV's columns and the lead email's lines. */
  fields: readonly Field[];
  /** How those fields sit in the staff table's columns and on the phone's cards. */
  columns: readonly ColumnGroup<Field>[];
  /**
   * Fields most leads leave empty (a booking's pickup and drop, how a lead entered by staff
   * came in): the list and the lead page show them only when they hold something, so an
   * empty one costs no line.
   */
  whenGiven: readonly Field[];
  /**
   * The columns the staff search looks in, joined in this order; `nullable` ones are wrapped
   * in coalesce(). The expression must stay the one the kind's migration indexes.
   */
  search: { fields: readonly Field[]; nullable?: readonly Field[] };
  /** SQLite's trigram index of that text (migration 008-staff-search). */
  searchIndex: string;
  /**
   * A request the customer can look up on /track and is emailed about (received, and a
   * booking's status). A newsletter sign-up is not a request.
   */
  trackable: boolean;
}

type EntryOf<K extends LeadKind> = LeadKindEntry<K, Extract<keyof LeadRow<K>, LeadField>>;

const lead: ColumnGroup<'reference' | 'createdAt' | 'language'> = {
  heading: 'lead',
  fields: ['reference', 'createdAt', 'language'],
};

export const LEAD_KINDS = {
  booking: {
    table: 'bookings',
    referencePrefix: 'BK',
    type: 'bookings',
    labels: leadKindTexts.booking,
    fields: [
      'reference',
      'createdAt',
      'status',
      'language',
      'name',
      'email',
      'phone',
      'service',
      'moveDate',
      'pickupCity',
      'pickupArea',
      'pickupAddress',
      'dropCity',
      'dropArea',
      'dropAddress',
      'message',
      'estimate',
      'channel',
    ],
    columns: [
      lead,
      { heading: 'contact', fields: ['name', 'email', 'phone'] },
      {
        heading: 'request',
        fields: [
          'service',
          'moveDate',
          'pickupCity',
          'pickupArea',
          'pickupAddress',
          'dropCity',
          'dropArea',
          'dropAddress',
          'estimate',
          'channel',
        ],
        labelled: true,
      },
      { heading: 'message', fields: ['message'] },
    ],
    whenGiven: [
      'pickupCity',
      'pickupArea',
      'pickupAddress',
      'dropCity',
      'dropArea',
      'dropAddress',
      'channel',
    ],
    search: {
      fields: [
        'name',
        'email',
        'phone',
        'reference',
        'pickupCity',
        'pickupArea',
        'dropCity',
        'dropArea',
        'message',
      ],
      nullable: ['email', 'pickupCity', 'pickupArea', 'dropCity', 'dropArea', 'message'],
    },
    searchIndex: 'bookings_search',
    trackable: true,
  },
  quote: {
    table: 'quoteRequests',
    referencePrefix: 'QT',
    type: 'quotes',
    labels: leadKindTexts.quote,
    fields: [
      'reference',
      'createdAt',
      'status',
      'language',
      'source',
      'name',
      'email',
      'phone',
      'moveDate',
      'origin',
      'destination',
      'moveType',
      'inventory',
      'service',
      'estimate',
      'channel',
    ],
    columns: [
      lead,
      { heading: 'contact', fields: ['name', 'email', 'phone'] },
      {
        heading: 'move',
        fields: [
          'source',
          'channel',
          'moveType',
          'origin',
          'destination',
          'moveDate',
          'service',
          'estimate',
        ],
        labelled: true,
      },
      { heading: 'inventory', fields: ['inventory'] },
    ],
    whenGiven: ['channel'],
    search: {
      fields: ['name', 'email', 'phone', 'reference', 'origin', 'destination'],
      nullable: ['email', 'phone', 'origin', 'destination'],
    },
    searchIndex: 'quote_requests_search',
    trackable: true,
  },
  contact: {
    table: 'contactMessages',
    referencePrefix: 'CT',
    type: 'contacts',
    labels: leadKindTexts.contact,
    fields: [
      'reference',
      'createdAt',
      'status',
      'language',
      'name',
      'email',
      'phone',
      'message',
      'channel',
    ],
    columns: [
      lead,
      { heading: 'contact', fields: ['name', 'email', 'phone'] },
      { heading: 'message', fields: ['message', 'channel'], labelled: true },
    ],
    whenGiven: ['channel'],
    search: {
      fields: ['name', 'email', 'phone', 'reference', 'message'],
      nullable: ['email', 'phone', 'message'],
    },
    searchIndex: 'contact_messages_search',
    trackable: true,
  },
  subscriber: {
    table: 'newsletterSubscribers',
    referencePrefix: 'NL',
    type: 'subscribers',
    labels: leadKindTexts.subscriber,
    fields: ['reference', 'createdAt', 'status', 'language', 'email'],
    columns: [lead, { heading: 'email', fields: ['email'] }],
    whenGiven: [],
    search: { fields: ['email', 'reference'] },
    searchIndex: 'newsletter_subscribers_search',
    trackable: false,
  },
} as const satisfies { [K in LeadKind]: EntryOf<K> };

type Entry = (typeof LEAD_KINDS)[LeadKind];

// Staff must see every stored field: tsc fails here, naming the field, when an entry's
// `fields` or `columns` leave one out (status has its own column; id is never shown; the
// assignee and follow-up day have their own controls on the lead's page).
type Unlisted<K extends LeadKind, Listed> = Exclude<
  keyof LeadRow<K>,
  'id' | 'assigneeId' | 'followUpOn' | Listed
>;
type Assert<Missing extends never> = Missing;
/** @public A check for tsc alone: nothing imports it. */
export type EveryFieldListed = Assert<
  {
    [K in LeadKind]:
      | Unlisted<K, (typeof LEAD_KINDS)[K]['fields'][number]>
      | Unlisted<K, 'status' | (typeof LEAD_KINDS)[K]['columns'][number]['fields'][number]>;
  }[LeadKind]
>;

/** The kinds a customer can track (their entry's `trackable`). */
export type TrackKind = {
  [K in LeadKind]: (typeof LEAD_KINDS)[K]['trackable'] extends true ? K : never;
}[LeadKind];

export function isTrackKind(kind: LeadKind): kind is TrackKind {
  return LEAD_KINDS[kind].trackable;
}

/** The kinds in the order of the dashboard's tabs. */
export const LEAD_KIND_KEYS = Object.keys(LEAD_KINDS) as LeadKind[];

/** The table of a kind, as Kysely names it. */
export type LeadTable = Entry['table'];
export type TableOf<K extends LeadKind> = (typeof LEAD_KINDS)[K]['table'];

/**
 * The kind the staff area names `type` ('quotes': the dashboard's ?tab=, the admin API's
 * ?type= and /[type]/, the lead forms' field), or undefined for any other value. The one way
 * back from that name to the key; the name itself is written from the entry's `type`.
 */
export function kindOfStaffType(type: unknown): LeadKind | undefined {
  return LEAD_KIND_KEYS.find((kind) => LEAD_KINDS[kind].type === type);
}

/** The dashboard's and the admin API's page size. */
export const ADMIN_PAGE_SIZE = 50;
