// en-CA formats as YYYY-MM-DD. Made once: building a formatter costs more than a whole
// booking's validation, and every lead with a date asks for today.
const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const indiaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as India reads it, sortable and read by any spreadsheet: "2026-01-02 08:34".
 * Unreadable input comes back as it was.
 */
export function indiaDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${indiaDate.format(date)} ${indiaTime.format(date)}`;
}

/** The company works on India time, so "today" for a booking date is today in Asia/Kolkata. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate.format(now);
}

/** The India day of a stored ISO instant, by arithmetic: India keeps +5:30 all year, and a
 * year of leads is too many for Intl one by one. */
export const indiaDayOf = (iso: string) =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** How far ahead a moving, quote or estimate date may be: the tariff and crews are not planned further. */
export const MAX_YEARS_AHEAD = 2;

/** The last date a customer may choose: the same day two years on (28 February for a 29th). */
export function latestDateInIndia(now: Date = new Date()): string {
  const today = todayInIndia(now);
  const day = Number(today.slice(8, 10));
  const date = new Date(
    Date.UTC(Number(today.slice(0, 4)) + MAX_YEARS_AHEAD, Number(today.slice(5, 7)) - 1, day),
  );
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
