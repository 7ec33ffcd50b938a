import type { VitalMetric } from '@/features/vitals/metrics';

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** The measures an owner reads in plain words (FCP and TTFB stay in the technical table). */
export const PLAIN_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];
type PlainMetric = (typeof PLAIN_METRICS)[number];

/**
 * Google's thresholds (web.dev/vitals): at or below `good` is good, above `poor` is poor, and
 * in between needs improvement. Milliseconds, except CLS.
 */
export const vitalThresholds = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const satisfies Record<VitalMetric, { good: number; poor: number }>;

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = vitalThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** How real visitors' speed is collected: the share of page views that report. */
export const vitalsCollection = {
  sampleRate: 0.5,
  /**
   * The collector starts this long after load unless the visitor taps, types or scrolls first:
   * well after a lab run (Lighthouse stops a few seconds after load) and the page's own work.
   */
  startAfterMs: 6000,
  /** Reports per client address per window; a page view sends at most five. */
  rateLimit: { limit: 60, windowMs: 10 * 60_000 },
  defaultDays: 28,
  maxDays: 90,
} as const;

export const vitalsApiMessages = {
  routeRequired: 'Send the page path.',
  routeUnknown: 'That page is not one of the site’s public pages.',
  metricInvalid: 'Use one of LCP, INP, CLS, FCP, TTFB.',
  valueInvalid: 'Send the value as a number of at least 0.',
  valueTooLarge: (metric: string, max: number) => `A ${metric} value is at most ${max}.`,
  invalid: 'The report was not accepted.',
  rateLimited: (seconds: number) =>
    `Too many reports from your address. Please try again in ${seconds} seconds.`,
  daysInvalid: (max: number) => `days is a whole number from 1 to ${max}.`,
  unavailable: 'The speed report could not be stored just now.',
} as const;

export const vitalsTexts = {
  title: 'Site speed',
  heading: 'Site speed for real visitors',
  navLabel: 'Site speed',
  intro: (days: number, sampled: number) =>
    `How fast each page is for the people who really visit it, over the last ${days} days (from ${Math.round(sampled * 100)} % of page views).`,
  empty: (days: number) => `No visitor has reported yet in the last ${days} days.`,
  tableCaption: (days: number) => `75th percentile per page over the last ${days} days`,
  routeHeader: 'Page',
  countLabel: (count: number) => `${count.toLocaleString('en-IN')} report${count === 1 ? '' : 's'}`,
  noData: 'no reports',
  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<VitalRating, string>,
  legend:
    'Marked by Google’s thresholds: good / needs improvement / poor. LCP ≤ 2.5 s / ≤ 4 s; INP ≤ 200 ms / ≤ 500 ms; CLS ≤ 0.1 / ≤ 0.25; FCP ≤ 1.8 s / ≤ 3 s; TTFB ≤ 0.8 s / ≤ 1.8 s.',
  metricNames: {
    LCP: 'Largest contentful paint',
    INP: 'Interaction to next paint',
    CLS: 'Cumulative layout shift',
    FCP: 'First contentful paint',
    TTFB: 'Time to first byte',
  } satisfies Record<VitalMetric, string>,
  /** The same figures in plain words, page by page; the table is one tap away. */
  plain: {
    summary: (fast: number, pages: number) =>
      `${fast} of ${pages} page${pages === 1 ? '' : 's'} open fast for at least 3 in 4 visits.`,
    LCP: {
      good: (time: string) => `Opens fast: 3 in 4 visits see the page within ${time}.`,
      'needs-improvement': (time: string) =>
        `Opens slowly for some: 1 in 4 visits waits more than ${time}.`,
      poor: (time: string) => `Opens slowly: 1 in 4 visits waits more than ${time}.`,
    },
    INP: {
      good: (time: string) => `Answers a tap at once: 3 in 4 visits within ${time}.`,
      'needs-improvement': (time: string) =>
        `Answers taps slowly for some: 1 in 4 visits waits more than ${time}.`,
      poor: (time: string) => `Answers taps slowly: 1 in 4 visits waits more than ${time}.`,
    },
    CLS: {
      good: () => 'Stays still while it loads.',
      'needs-improvement': () => 'Moves a little while it loads for some visitors.',
      poor: () => 'Jumps while it loads: a visitor may tap the wrong thing.',
    },
    noReports: {
      LCP: 'Opening: no reports yet.',
      INP: 'Taps: no reports yet.',
      CLS: 'Steadiness: no reports yet.',
    },
    technical: 'Technical figures (75th percentile of each measure)',
  } satisfies {
    summary: (fast: number, pages: number) => string;
    noReports: Record<PlainMetric, string>;
    technical: string;
  } & Record<PlainMetric, Record<VitalRating, (time: string) => string>>,
  storeError: 'The speed figures could not be read just now. Please reload in a minute.',
  forbidden: 'Only the owner may read the speed report.',
} as const;
