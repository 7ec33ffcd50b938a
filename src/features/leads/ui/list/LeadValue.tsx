import Link from 'next/link';
import {
  dashboardTexts,
  leadPageTexts,
  overdueTexts,
  statusLabels,
  type LeadField,
} from '@/features/leads/content/staff';
import { officeHours } from '@/settings/office-hours';
import { leadPageHref } from '@/features/leads/dashboard-query';
import { fieldText } from '@/features/leads/format';
import { estimateSummaryLine, parseEstimateSnapshot } from '@/features/estimate';
import type { LeadKind, LeadStatus } from '@/features/leads/lead-types';
import { focusRing, statusBadge } from '@/components/admin/styles';

type Row = Record<string, unknown>;

/** +919876543210 as "+91 98765 43210"; other numbers as stored. */
function displayPhone(phone: string): string {
  const mobile = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return mobile ? `+91 ${mobile[1]} ${mobile[2]}` : phone;
}

const link = `text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 break-all ${focusRing}`;

/**
 * One field of a lead. Visitor-typed values are React text children, so they are always
 * shown as text (never parsed as HTML); only the link targets get a fixed scheme in front.
 */
export function LeadValue({
  kind,
  field,
  row,
  linkReference = true,
}: {
  kind: LeadKind;
  field: LeadField;
  row: Row;
  /** The reference links to the lead's own page (not on that page itself). */
  linkReference?: boolean;
}) {
  const text = fieldText(kind, field, row);
  if (text === null)
    return (
      <>
        <span aria-hidden="true" className="text-slate-500">
          —
        </span>
        <span className="sr-only">{dashboardTexts.notGiven}</span>
      </>
    );
  const raw = String(row[field]);
  switch (field) {
    case 'reference': {
      const reference = (
        <span className="font-mono font-semibold tracking-wide text-slate-900">{text}</span>
      );
      return linkReference && typeof row.id === 'string' ? (
        <Link
          href={leadPageHref(kind, row.id)}
          aria-label={leadPageTexts.openLead(text)}
          className={link}
        >
          {reference}
        </Link>
      ) : (
        reference
      );
    }
    case 'createdAt':
      return <time dateTime={raw}>{text}</time>;
    case 'email':
      return (
        <a href={`mailto:${raw}`} className={link}>
          {text}
        </a>
      );
    case 'phone':
      return (
        <a href={`tel:${raw}`} className={`${link} whitespace-nowrap`}>
          {displayPhone(raw)}
        </a>
      );
    case 'message':
    case 'inventory':
      return <span className="block whitespace-pre-wrap break-words">{text}</span>;
    case 'estimate': {
      // The table shows the headline; the lead's own page, the email and the CSV every line.
      const snapshot = parseEstimateSnapshot(row[field]);
      if (snapshot && !linkReference)
        return (
          <span className="block whitespace-pre-wrap break-words" data-testid="lead-estimate">
            {text}
          </span>
        );
      return <span className="break-words">{snapshot ? estimateSummaryLine(snapshot) : text}</span>;
    }
    case 'name':
      return <span className="font-semibold break-words text-slate-900">{text}</span>;
    default:
      return <span className="break-words">{text}</span>;
  }
}

/** A new lead received at or before the cut (lib/office-hours: overdueBefore) is overdue. */
export function isOverdue(lead: { status: LeadStatus; createdAt: string }, cut?: string) {
  return cut !== undefined && lead.status === 'new' && lead.createdAt <= cut;
}

/** The status, and for a new lead nobody answered in time a second badge that says so in words. */
export function StatusBadge({
  status,
  overdue = false,
}: {
  status: LeadStatus;
  overdue?: boolean;
}) {
  const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${badge} ring-1 ring-inset ${statusBadge[status]}`}>
        {statusLabels[status]}
      </span>
      {overdue ? (
        <span className={`${badge} bg-red-700 text-white`}>
          {overdueTexts.badge}
          <span className="sr-only">: {overdueTexts.title(officeHours.answerWithinMinutes)}</span>
        </span>
      ) : null}
    </span>
  );
}
