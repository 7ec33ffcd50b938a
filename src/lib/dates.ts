/**
 * India keeps UTC+5:30 all year (no daylight saving since 1945), so India's clock is the UTC
 * clock moved by a fixed offset: exact, and free. An Intl formatter for Asia/Kolkata gave the
 * same answers, but building one cost 12 ms of a phone's start-up (49 ms at the 4× slower CPU
 * of bench:phone) on every page with a date field, before the form could be used.
 */
export const INDIA_OFFSET_MS = 330 * 60_000;

/** "YYYY-MM-DDTHH:MM…" of a moment on India's clock. */
const indiaIso = (ms: number) => new Date(ms + INDIA_OFFSET_MS).toISOString();

/**
 * A moment as India reads it, sortable and read by any spreadsheet: "2026-01-02 08:34".
 * Unreadable input comes back as it was.
 */
export function indiaDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const india = indiaIso(ms);
  return `${india.slice(0, 10)} ${india.slice(11, 16)}`;
}

/** The company works on India time, so "today" for a booking date is today in Asia/Kolkata. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaIso(now.getTime()).slice(0, 10);
}

/** The India day of a stored ISO instant. */
export const indiaDayOf = (iso: string) => indiaIso(Date.parse(iso)).slice(0, 10);

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
