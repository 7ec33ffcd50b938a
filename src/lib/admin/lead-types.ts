import { LEAD_STATUSES, type LeadStatus } from '@/server/db/schema';

/**
 * The four kinds of lead as the admin area and its API name them (`?type=` / `?tab=`), in
 * the order of the dashboard's tabs, and the kind each one is called when it is created.
 */
export const LEAD_TYPES = ['bookings', 'quotes', 'contacts', 'subscribers'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_KIND_OF = {
  bookings: 'booking',
  quotes: 'quote',
  contacts: 'contact',
  subscribers: 'subscriber',
} as const satisfies Record<LeadType, string>;

export type LeadKind = (typeof LEAD_KIND_OF)[LeadType];

export const LEAD_TYPE_OF: Record<LeadKind, LeadType> = {
  booking: 'bookings',
  quote: 'quotes',
  contact: 'contacts',
  subscriber: 'subscribers',
};

export { LEAD_STATUSES, type LeadStatus };

export const ADMIN_PAGE_SIZE = 50;

export function isLeadType(value: unknown): value is LeadType {
  return typeof value === 'string' && (LEAD_TYPES as readonly string[]).includes(value);
}
