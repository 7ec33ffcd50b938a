import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { AnyLeadRow, LeadChannel, LeadKind, LeadStatus } from '@/features/leads/lead-types';

/** How the list may be ordered: newest received, soonest moving (today on), follow-up due first. */
export const LEAD_SORTS = ['received', 'moveDate', 'followUp'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/**
 * One compact row of the staff list, the same for every kind: who, what, when, where, who
 * works it. The list shows these few lines; everything else is on the lead's page.
 */
export interface LeadListItem {
  kind: LeadKind;
  id: string;
  reference: string;
  status: LeadStatus;
  createdAt: string;
  assigneeId: string | null;
  followUpOn: string | null;
  /** A subscriber has no name: the email stands in. */
  name: string;
  phone: string | null;
  email: string | null;
  service: string | null;
  moveDate: string | null;
  /** Where the move starts and ends, as given (area, city); null when not known. */
  from: string | null;
  to: string | null;
  /** How a lead entered by hand came in; null for one from the website. */
  channel: LeadChannel | null;
  /** The customer's language: the list tags a lead in Hindi or Odia. */
  language: Locale;
}

const place = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim()).join(', ') || null;

/** A stored lead of any kind as its list row. */
export function listItemOf(lead: AnyLeadRow & { kind: LeadKind }): LeadListItem {
  const row: Partial<Record<string, string | null>> = lead as never;
  return {
    kind: lead.kind,
    id: lead.id,
    reference: lead.reference,
    status: lead.status,
    createdAt: lead.createdAt,
    assigneeId: lead.assigneeId,
    followUpOn: lead.followUpOn,
    name: row.name ?? row.email ?? '',
    phone: row.phone ?? null,
    email: row.email ?? null,
    service: row.service ?? null,
    moveDate: row.moveDate ?? null,
    from: place(row.pickupArea, row.pickupCity) ?? place(row.origin),
    to: place(row.dropArea, row.dropCity) ?? place(row.destination),
    channel: (row.channel as LeadChannel | null | undefined) ?? null,
    language: lead.language ?? defaultLocale,
  };
}
