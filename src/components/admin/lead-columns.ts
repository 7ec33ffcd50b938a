import type { columnHeadings, LeadField } from '@/content/admin';
import type { LeadType } from '@/lib/admin/lead-types';

export interface ColumnGroup {
  heading: keyof typeof columnHeadings;
  fields: readonly LeadField[];
  /** Show each field's label before its value (groups of unlike fields). */
  labelled?: boolean;
}

/** How each tab's fields sit in the table's columns and on the phone's cards; every field appears. */
export const columnGroups: Record<LeadType, readonly ColumnGroup[]> = {
  bookings: [
    { heading: 'lead', fields: ['reference', 'createdAt'] },
    { heading: 'contact', fields: ['name', 'email', 'phone'] },
    { heading: 'request', fields: ['service', 'moveDate'], labelled: true },
    { heading: 'message', fields: ['message'] },
  ],
  quotes: [
    { heading: 'lead', fields: ['reference', 'createdAt'] },
    { heading: 'contact', fields: ['name', 'email', 'phone'] },
    {
      heading: 'move',
      fields: ['source', 'moveType', 'origin', 'destination', 'moveDate', 'service'],
      labelled: true,
    },
    { heading: 'inventory', fields: ['inventory'] },
  ],
  contacts: [
    { heading: 'lead', fields: ['reference', 'createdAt'] },
    { heading: 'contact', fields: ['name', 'email'] },
    { heading: 'message', fields: ['message'] },
  ],
  subscribers: [
    { heading: 'lead', fields: ['reference', 'createdAt'] },
    { heading: 'email', fields: ['email'] },
  ],
};
