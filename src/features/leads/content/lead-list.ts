import type { LeadSort } from '@/features/leads/lead-list-item';

/** The staff list's words: its All tab, filters, sorts and compact rows (components/admin). */
export const leadListTexts = {
  allTab: 'All',
  allOne: 'lead',
  allMany: 'leads',
  allEmpty: 'No leads yet',
  allNoMatch: 'No leads match this search or these filters.',
  searchHint: '(reference, name, phone, email, city, area or words of a message)',
  sortLabel: 'Order',
  sorts: {
    received: 'Newest first',
    moveDate: 'Moving soonest (from today)',
    followUp: 'Follow-up due first',
  } satisfies Record<LeadSort, string>,
  assigneeLabel: 'Assigned to',
  anyone: 'Anyone',
  nobody: 'Nobody yet',
  you: 'You',
  cityLabel: 'City',
  cityHint: '(moving from or to)',
  filtersLabel: 'Find leads',
  listLabel: (many: string, order: string) => `${many}, ${order.toLowerCase()}`,
  /** A search on one kind's tab that matches leads of other kinds. */
  elsewhere: (n: number, many: string) =>
    `No ${many} match, but ${n.toLocaleString('en-IN')} lead${n === 1 ? '' : 's'} of other kinds ${n === 1 ? 'does' : 'do'}.`,
  showElsewhere: 'Show them in All',
  moving: (day: string) => `Moving ${day}`,
  route: (from: string | null, to: string | null) =>
    from && to ? `${from} → ${to}` : from ? `From ${from}` : `To ${to}`,
  assigned: (name: string) => `With ${name}`,
  unassigned: 'Nobody on it',
  followUp: (day: string) => `Follow up ${day}`,
  overdue: (day: string) => `Follow-up overdue (${day})`,
  received: (when: string) => `Received ${when}`,
  noName: 'No name',
} as const;
