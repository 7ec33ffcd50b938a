import { bookingServiceLabel } from '@/features/leads/content/booking';
import { languageNames } from '@/content/language-names';
import {
  channelLabels,
  moveTypeLabels,
  quoteSourceLabels,
  statusLabels,
  type LeadField,
} from '@/features/leads/content/staff';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { indiaDateTime } from '@/lib/dates';
import { estimateDetail, parseEstimateSnapshot } from '@/features/estimate';

const received = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** When a lead arrived, in India time: "1 May 2026, 10:42 am". */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : received.format(date);
}

/**
 * A YYYY-MM-DD calendar date as "Sat, 1 Mar 2030". Put together from its parts: the en-IN
 * pattern of some ICU versions puts a comma before the year ("Sat, 1 Mar, 2030").
 */
export function formatDay(ymd: string): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return ymd;
  const part = Object.fromEntries(
    calendarDay.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

type LooseRow = Record<string, unknown>;

/** A field of a lead as staff read it (labels, dates), or null when it is empty. */
export function fieldText(kind: LeadKind, field: LeadField, row: LooseRow): string | null {
  const value = row[field];
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  switch (field) {
    case 'createdAt':
      return formatReceived(text);
    case 'moveDate':
      return formatDay(text);
    case 'status':
      return statusLabels[text as keyof typeof statusLabels] ?? text;
    case 'service':
      return kind === 'booking' ? bookingServiceLabel(text) : text;
    case 'source':
      return quoteSourceLabels[text as keyof typeof quoteSourceLabels] ?? text;
    // Shown for a lead entered by staff; a lead from the website has none (the CSV says so).
    case 'channel':
      return channelLabels[channelOf(value)];
    case 'language':
      return languageNames[text as keyof typeof languageNames] ?? text;
    case 'moveType':
      return moveTypeLabels[text as keyof typeof moveTypeLabels] ?? text;
    case 'estimate': {
      const snapshot = parseEstimateSnapshot(value);
      return snapshot ? estimateDetail(snapshot) : null;
    }
    default:
      return text;
  }
}

/** Whether staff see a field of this lead: always, unless it is one of its kind's `whenGiven` and empty. */
export function isShown(kind: LeadKind, field: LeadField, row: LooseRow): boolean {
  const whenGiven: readonly LeadField[] = LEAD_KINDS[kind].whenGiven;
  return !whenGiven.includes(field) || fieldText(kind, field, row) !== null;
}

/**
 * A field as the CSV holds it: stored values (calendar dates as YYYY-MM-DD, status codes), the
 * time received in India time, service by name.
 */
export function csvFieldValue(kind: LeadKind, field: LeadField, row: LooseRow): string | null {
  const value = row[field];
  if (field === 'channel') return channelOf(value);
  if (value === null || value === undefined) return null;
  if (field === 'createdAt') return indiaDateTime(String(value));
  if (field === 'service' && kind === 'booking') return bookingServiceLabel(String(value));
  if (field === 'estimate') {
    const snapshot = parseEstimateSnapshot(value);
    return snapshot ? estimateDetail(snapshot, '; ') : null;
  }
  return String(value);
}

function channelOf(value: unknown): keyof typeof channelLabels {
  return typeof value === 'string' && value in channelLabels
    ? (value as keyof typeof channelLabels)
    : 'website';
}
