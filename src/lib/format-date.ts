const parse = (iso: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`Not an ISO date: ${iso}`);
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new Error(`Not a calendar date: ${iso}`);
  }
  return date;
};

/** 2025-01-14 → "14 January 2025", the way dates are written in India; same on server and browser. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parse(iso));
}

/** 2024-12-25 → "25/12/2024" (day first), as the privacy policy's date is given. */
export function formatNumericDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  parse(iso);
  return `${day}/${month}/${year}`;
}

/** 2026-12-11 → "11 Dec 2026": a document's dates, short enough for a table cell. */
export function formatShortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parse(iso));
}

/** 2026-11 → "November 2026": a review's month of the move. */
export function formatMonth(yearMonth: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parse(`${yearMonth}-01`));
}
