import { officeHours as defaultHours, type OfficeHours } from '@/settings/office-hours';
import { INDIA_OFFSET_MS } from '@/lib/dates';

/**
 * Office minutes: time that counts only while the office is open, in India time (UTC+5:30 all
 * year, no daylight saving, so a fixed offset is exact). Pure, for the list, the day view and
 * the owner's figures alike.
 */
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

// The spans of the days already asked about, per set of hours: the owner's figures reckon
// office minutes for every lead of a year, mostly over the same few hundred days.
const knownSpans = new WeakMap<OfficeHours, Map<number, [number, number] | null>>();

/** The office's open span on the India day that starts at `dayStart` (IST-shifted ms), if any. */
function openSpan(dayStart: number, hours: OfficeHours): [number, number] | undefined {
  let known = knownSpans.get(hours);
  if (!known) knownSpans.set(hours, (known = new Map()));
  let span = known.get(dayStart);
  if (span === undefined) known.set(dayStart, (span = spanOf(dayStart, hours) ?? null));
  return span ?? undefined;
}

function spanOf(dayStart: number, hours: OfficeHours): [number, number] | undefined {
  const date = new Date(dayStart);
  const ymd = date.toISOString().slice(0, 10);
  if (hours.holidays.includes(ymd)) return undefined;
  const weekday = (date.getUTCDay() || 7) as keyof OfficeHours['days'];
  const day = hours.days[weekday];
  if (!day) return undefined;
  return [dayStart + minutesOf(day.open) * MINUTE_MS, dayStart + minutesOf(day.close) * MINUTE_MS];
}

const shifted = (at: Date) => at.getTime() + INDIA_OFFSET_MS;
const dayStartOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Office minutes between two instants (0 when `to` is not after `from`), fractions kept. */
export function officeMinutesBetween(from: Date, to: Date, hours: OfficeHours = defaultHours) {
  const start = shifted(from);
  const end = shifted(to);
  if (!(end > start)) return 0;
  let total = 0;
  for (let day = dayStartOf(start); day < end; day += DAY_MS) {
    const span = openSpan(day, hours);
    if (!span) continue;
    const overlap = Math.min(end, span[1]) - Math.max(start, span[0]);
    if (overlap > 0) total += overlap;
  }
  return total / MINUTE_MS;
}

// A year of days with no open hour means the hours say the office never opens: stop there.
const SEARCH_DAYS = 366;

/**
 * The latest instant from which `minutes` office minutes have passed by `now`: a new lead
 * received at or before it is overdue. (The time a lead became overdue only grows with the
 * time it was received, so one instant divides overdue leads from the rest, and a query can
 * compare `created_at` with it.)
 */
export function officeMinutesBefore(
  now: Date,
  minutes: number,
  hours: OfficeHours = defaultHours,
): Date {
  let left = minutes * MINUTE_MS;
  const end = shifted(now);
  for (let day = dayStartOf(end), n = 0; n < SEARCH_DAYS; day -= DAY_MS, n++) {
    const span = openSpan(day, hours);
    if (!span) continue;
    const close = Math.min(span[1], end);
    const available = close - span[0];
    if (available <= 0) continue;
    if (available >= left) return new Date(close - left - INDIA_OFFSET_MS);
    left -= available;
  }
  return new Date(0);
}

/** New leads received at or before this instant are overdue now. */
export function overdueBefore(now: Date, hours: OfficeHours = defaultHours): Date {
  return officeMinutesBefore(now, hours.answerWithinMinutes, hours);
}
