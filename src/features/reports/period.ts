import { todayInIndia } from '@/lib/dates';

/**
 * The owner's figures are counted per India week (Monday to Sunday) or per calendar month, over
 * a period of whole India days. Pure: the page, the CSV and the tests share it.
 */
export const REPORT_GROUPINGS = ['week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export interface ReportPeriod {
  /** First and last India day, YYYY-MM-DD, both counted. */
  from: string;
  to: string;
  by: ReportGrouping;
}

const DAY_MS = 86_400_000;
const dayMs = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
const ymdOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (ymd: string, days: number) => ymdOf(dayMs(ymd) + days * DAY_MS);

/** The Monday of the India week a day falls in. */
export function mondayOf(ymd: string): string {
  const weekday = new Date(dayMs(ymd)).getUTCDay() || 7;
  return addDays(ymd, 1 - weekday);
}

/** The bucket a day belongs to: its week's Monday, or its month (YYYY-MM). */
export function bucketOf(ymd: string, by: ReportGrouping): string {
  return by === 'week' ? mondayOf(ymd) : ymd.slice(0, 7);
}

/** Every bucket the period touches, in order (the first and last may be partial). */
export function bucketsOf({ from, to, by }: ReportPeriod): string[] {
  const buckets: string[] = [];
  for (let day = bucketOf(from, by); day <= to;) {
    buckets.push(bucketOf(day, by));
    day =
      by === 'week'
        ? addDays(day, 7)
        : ymdOf(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1));
  }
  return buckets;
}

/** The instant an India day begins, as the stored ISO timestamps write it (UTC). */
export function indiaDayStart(ymd: string): string {
  return new Date(Date.parse(`${ymd}T00:00:00+05:30`)).toISOString();
}

/** The stored-time range of a period: [start, end). */
export function periodRange({ from, to }: Pick<ReportPeriod, 'from' | 'to'>) {
  return { start: indiaDayStart(from), end: indiaDayStart(addDays(to, 1)) };
}

/** The default period: the last 12 weeks, this one included, by week. */
export function defaultPeriod(now: Date = new Date()): ReportPeriod {
  const today = todayInIndia(now);
  return { from: addDays(mondayOf(today), -77), to: today, by: 'week' };
}
