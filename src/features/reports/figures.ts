import type { CancelReason } from '@/features/leads/content/cancel-reasons';
import { LEAD_KIND_KEYS, type LeadKind } from '@/features/leads';
import { bucketOf, bucketsOf, type ReportPeriod } from './period';
import type { ClaimsReport } from './claims';

/**
 * Folds the counts the store gives (src/features/reports/server/data/reports.ts: leads per week or
 * month, the rest per India day) into the owner's tables. Pure, so the same figures feed the
 * page, the CSV and the tests. The shapes of the input rows are repeated here (not imported)
 * because lib/ imports nothing from the server.
 */

/** Where a lead came from: `source:<label>`, `channel:<how staff took it>`, or `unknown`. */
export type SourceKey = string;
export const UNKNOWN_SOURCE = 'unknown';
export const OTHER_SOURCES = 'other';
/** How many sources the per-week table and chart name; the rest are summed as "Other". */
export const NAMED_SOURCES = 5;

/** What a request reached, as bits (the store's REACHED, repeated: lib imports no server code). */
export const REACHED_BITS = { contacted: 1, booked: 2, done: 4, cancelled: 8, quoted: 16 } as const;

/** The period's leads of one week or month, kind, source and what they reached. */
export interface LeadBucketInput {
  bucket: string;
  kind: LeadKind;
  /** lead_sources.label, `channel:<channel>` for a lead entered by hand, null when unknown. */
  source: string | null;
  /** REACHED_BITS. */
  reached: number;
  leads: number;
  /** Answered (moved on from New) by now. */
  answered: number;
  /** Answered after the office-hours limit, or still unanswered past it now. */
  overdue: number;
}

/** How many of a bucket's requests waited this many whole office minutes for an answer. */
export interface WaitInput {
  bucket: string;
  minutes: number;
  leads: number;
}

export interface MoneyFigures {
  quotationsSent: number;
  quotationsAccepted: number;
  acceptedPaise: number;
  advancePaise: number;
  balancePaise: number;
  refundPaise: number;
  /** Everything received, refunds off. */
  collectedPaise: number;
  invoicedPaise: number;
  creditedPaise: number;
  /** Invoiced less credit notes. */
  netInvoicedPaise: number;
}

export type MoneyDayInput = Omit<MoneyFigures, 'collectedPaise' | 'netInvoicedPaise'> & {
  day: string;
};

export const FUNNEL_STEPS = [
  'leads',
  'contacted',
  'quoted',
  'booked',
  'done',
  'cancelled',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type FunnelCounts = Record<FunnelStep, number>;

export interface AnsweringFigures {
  /** Requests received (bookings, quote requests, contact messages). */
  leads: number;
  /** Of those, answered (moved on from New) by now. */
  answered: number;
  /** Median office minutes from arrival to first answer; null with none answered. */
  medianMinutes: number | null;
  /** Answered after the office-hours limit, or still unanswered past it now. */
  overdue: number;
}

/** The figures; the claims' months (claims.ts) are added beside what buildReport folds. */
export interface Report extends ClaimsReport {
  period: ReportPeriod;
  buckets: string[];
  kinds: { bucket: string; counts: Record<LeadKind, number>; total: number }[];
  kindTotals: Record<LeadKind, number>;
  /** The sources the per-bucket table names, most leads first, then Other and Unknown. */
  sourceColumns: SourceKey[];
  sources: { bucket: string; counts: Record<SourceKey, number>; total: number }[];
  sourceTotals: Record<SourceKey, number>;
  /** Every source of the period's requests, most leads first (Unknown last). */
  funnel: { source: SourceKey; counts: FunnelCounts }[];
  funnelTotal: FunnelCounts;
  answering: ({ bucket: string } & AnsweringFigures)[];
  answeringTotal: AnsweringFigures;
  money: ({ bucket: string } & MoneyFigures)[];
  moneyTotal: MoneyFigures;
  cancellations: { reason: CancelReason | null; count: number }[];
  cancellationTotal: number;
}

export interface ReportInput {
  period: ReportPeriod;
  leadBuckets: readonly LeadBucketInput[];
  waits: readonly WaitInput[];
  moneyDays: readonly MoneyDayInput[];
  cancellationDays: readonly { day: string; reason: string | null; count: number }[];
}

/** The kinds a customer waits on an answer for; a newsletter sign-up is not a request. */
export const REQUEST_KINDS: readonly LeadKind[] = ['booking', 'quote', 'contact'];

export function sourceKeyOf(stored: string | null): SourceKey {
  if (stored === null) return UNKNOWN_SOURCE;
  return stored.startsWith('channel:') ? stored : `source:${stored}`;
}

/** The median of values given as how many times each occurs (the mean of the middle two). */
export function medianOfCounts(counts: ReadonlyMap<number, number>): number | null {
  const values = [...counts.keys()].sort((a, b) => a - b);
  const total = values.reduce((sum, value) => sum + counts.get(value)!, 0);
  if (total === 0) return null;
  // The 0-based positions of the middle value(s) in the sorted list.
  const low = (total - 1) >> 1;
  const high = total >> 1;
  let seen = 0;
  let lowValue: number | undefined;
  for (const value of values) {
    seen += counts.get(value)!;
    if (lowValue === undefined && seen > low) lowValue = value;
    if (seen > high) return (lowValue! + value) / 2;
  }
  return null;
}

const zeroKinds = () =>
  Object.fromEntries(LEAD_KIND_KEYS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
const zeroFunnel = (): FunnelCounts =>
  Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as FunnelCounts;
const zeroMoney = (): MoneyFigures => ({
  quotationsSent: 0,
  quotationsAccepted: 0,
  acceptedPaise: 0,
  advancePaise: 0,
  balancePaise: 0,
  refundPaise: 0,
  collectedPaise: 0,
  invoicedPaise: 0,
  creditedPaise: 0,
  netInvoicedPaise: 0,
});

/** Most first; Unknown always last (it is what is missing, not a source). */
function bySize(totals: Map<SourceKey, number>): SourceKey[] {
  return [...totals.entries()]
    .sort(([a, x], [b, y]) =>
      a === UNKNOWN_SOURCE ? 1 : b === UNKNOWN_SOURCE ? -1 : y - x || a.localeCompare(b),
    )
    .map(([key]) => key);
}

export function buildReport(input: ReportInput): Omit<Report, keyof ClaimsReport> {
  const { period } = input;
  const buckets = bucketsOf(period);
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const slot = (day: string) => index.get(bucketOf(day, period.by))!;

  const kinds = buckets.map((bucket) => ({ bucket, counts: zeroKinds(), total: 0 }));
  const kindTotals = zeroKinds();
  const sourceTotals = new Map<SourceKey, number>();
  const sourceCells = buckets.map(() => new Map<SourceKey, number>());
  const count = (i: number, kind: LeadKind, source: SourceKey, leads: number) => {
    kinds[i]!.counts[kind] += leads;
    kinds[i]!.total += leads;
    kindTotals[kind] += leads;
    sourceTotals.set(source, (sourceTotals.get(source) ?? 0) + leads);
    sourceCells[i]!.set(source, (sourceCells[i]!.get(source) ?? 0) + leads);
  };
  const funnel = new Map<SourceKey, FunnelCounts>();
  const funnelTotal = zeroFunnel();
  const answering = buckets.map((bucket) => ({
    bucket,
    leads: 0,
    answered: 0,
    medianMinutes: null as number | null,
    overdue: 0,
  }));
  for (const row of input.leadBuckets) {
    const i = index.get(row.bucket)!;
    const source = sourceKeyOf(row.source);
    count(i, row.kind, source, row.leads);
    // A newsletter sign-up is a lead but not a request: nobody owes it an answer.
    if (!REQUEST_KINDS.includes(row.kind)) continue;
    let counts = funnel.get(source);
    if (!counts) funnel.set(source, (counts = zeroFunnel()));
    for (const step of FUNNEL_STEPS) {
      if (step === 'leads' || (row.reached & REACHED_BITS[step]) !== 0) {
        counts[step] += row.leads;
        funnelTotal[step] += row.leads;
      }
    }
    const answer = answering[i]!;
    answer.leads += row.leads;
    answer.answered += row.answered;
    answer.overdue += row.overdue;
  }
  const waits = buckets.map(() => new Map<number, number>());
  const allWaits = new Map<number, number>();
  for (const row of input.waits)
    for (const target of [waits[index.get(row.bucket)!]!, allWaits])
      target.set(row.minutes, (target.get(row.minutes) ?? 0) + row.leads);

  const ordered = bySize(sourceTotals);
  const named = ordered.filter((key) => key !== UNKNOWN_SOURCE).slice(0, NAMED_SOURCES);
  const rest = ordered.filter((key) => key !== UNKNOWN_SOURCE && !named.includes(key));
  const sourceColumns = [
    ...named,
    ...(rest.length > 0 ? [OTHER_SOURCES] : []),
    ...(sourceTotals.has(UNKNOWN_SOURCE) ? [UNKNOWN_SOURCE] : []),
  ];
  const columnOf = (key: SourceKey) => (rest.includes(key) ? OTHER_SOURCES : key);
  const fold = (cells: Map<SourceKey, number>) => {
    const counts: Record<SourceKey, number> = Object.fromEntries(
      sourceColumns.map((key) => [key, 0]),
    );
    for (const [key, n] of cells) counts[columnOf(key)]! += n;
    return counts;
  };
  const sources = buckets.map((bucket, i) => ({
    bucket,
    counts: fold(sourceCells[i]!),
    total: kinds[i]!.total,
  }));

  answering.forEach((row, i) => (row.medianMinutes = medianOfCounts(waits[i]!)));
  const answeringTotal: AnsweringFigures = {
    leads: answering.reduce((sum, row) => sum + row.leads, 0),
    answered: answering.reduce((sum, row) => sum + row.answered, 0),
    medianMinutes: medianOfCounts(allWaits),
    overdue: answering.reduce((sum, row) => sum + row.overdue, 0),
  };

  const money = buckets.map((bucket) => ({ bucket, ...zeroMoney() }));
  const moneyTotal = zeroMoney();
  for (const { day, ...figures } of input.moneyDays) {
    const collected = figures.advancePaise + figures.balancePaise + figures.refundPaise;
    const netInvoiced = figures.invoicedPaise - figures.creditedPaise;
    for (const target of [money[slot(day)]!, moneyTotal]) {
      for (const key of Object.keys(figures) as (keyof typeof figures)[])
        target[key] += figures[key];
      target.collectedPaise += collected;
      target.netInvoicedPaise += netInvoiced;
    }
  }

  const reasons = new Map<CancelReason | null, number>();
  for (const row of input.cancellationDays) {
    const reason = row.reason as CancelReason | null;
    reasons.set(reason, (reasons.get(reason) ?? 0) + row.count);
  }
  const cancellations = [...reasons.entries()]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) =>
      a.reason === null
        ? 1
        : b.reason === null
          ? -1
          : b.count - a.count || a.reason.localeCompare(b.reason),
    );

  return {
    period,
    buckets,
    kinds,
    kindTotals,
    sourceColumns,
    sources,
    sourceTotals: fold(sourceTotals),
    funnel: bySize(new Map([...funnel].map(([key, counts]) => [key, counts.leads]))).map(
      (source) => ({ source, counts: funnel.get(source)! }),
    ),
    funnelTotal,
    answering,
    answeringTotal,
    money,
    moneyTotal,
    cancellations,
    cancellationTotal: input.cancellationDays.reduce((sum, row) => sum + row.count, 0),
  };
}
