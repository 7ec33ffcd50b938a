import { channelLabels } from '@/features/leads/content/staff';
import { cancelReasonLabels, cancelReasonTexts } from '@/features/leads/content/cancel-reasons';
import { reportTexts as t } from '@/features/reports/content';
import { formatDay } from '@/features/leads';
import { formatMonth } from '@/lib/format-date';
import { LEAD_KIND_KEYS, LEAD_KINDS } from '@/features/leads';
import {
  FUNNEL_STEPS,
  OTHER_SOURCES,
  UNKNOWN_SOURCE,
  type AnsweringFigures,
  type MoneyFigures,
  type Report,
  type SourceKey,
} from './figures';
import type { ReportGrouping } from './period';
import type { ClaimFigures } from './claims';

/**
 * Each of the owner's tables once, as headings and typed cells: the page formats the cells for
 * people (Indian grouping, ₹), the CSV for spreadsheets (plain numbers, rupee decimals).
 */
export const REPORT_TABLES = [
  'kinds',
  'sources',
  'funnel',
  'answering',
  'quotations',
  'money',
  'cancellations',
  'claims',
] as const;
export type ReportTableId = (typeof REPORT_TABLES)[number];

export type Cell =
  | { type: 'text'; value: string }
  | { type: 'count'; value: number }
  | { type: 'paise'; value: number }
  | { type: 'minutes'; value: number | null };

export interface ReportTable {
  id: ReportTableId;
  title: string;
  note: string;
  columns: string[];
  rows: Cell[][];
  /** The period's totals, when the rows add up. */
  total?: Cell[];
}

const text = (value: string): Cell => ({ type: 'text', value });
const count = (value: number): Cell => ({ type: 'count', value });
const paise = (value: number): Cell => ({ type: 'paise', value });

/** A bucket as Indians read it: "Mon, 23 Nov 2026" (its week's Monday) or "November 2026". */
export function bucketLabel(bucket: string, by: ReportGrouping): string {
  return by === 'week' ? formatDay(bucket) : formatMonth(bucket);
}

export function sourceLabel(key: SourceKey): string {
  if (key === UNKNOWN_SOURCE) return t.unknownSource;
  if (key === OTHER_SOURCES) return t.otherSources;
  if (key.startsWith('channel:')) {
    const channel = key.slice('channel:'.length) as keyof typeof channelLabels;
    return t.byHand(channelLabels[channel] ?? channel);
  }
  return key.slice('source:'.length);
}

function answeringCells(row: AnsweringFigures): Cell[] {
  return [
    count(row.leads),
    count(row.answered),
    { type: 'minutes', value: row.medianMinutes },
    count(row.overdue),
  ];
}

const quotationCells = (row: MoneyFigures): Cell[] => [
  count(row.quotationsSent),
  count(row.quotationsAccepted),
  paise(row.acceptedPaise),
];

const moneyCells = (row: MoneyFigures): Cell[] => [
  paise(row.advancePaise),
  paise(row.balancePaise),
  paise(row.refundPaise),
  paise(row.collectedPaise),
  paise(row.invoicedPaise),
  paise(row.creditedPaise),
  paise(row.netInvoicedPaise),
];

const claimCells = (row: ClaimFigures): Cell[] => [
  count(row.filed),
  paise(row.askedPaise),
  paise(row.settledPaise),
];

export function reportTables(report: Report): Record<ReportTableId, ReportTable> {
  const { by } = report.period;
  const bucket = (value: string) => text(bucketLabel(value, by));
  const bucketHeading = by === 'week' ? t.weekHeading : t.monthHeading;
  const total = text(t.total);
  return {
    kinds: {
      id: 'kinds',
      title: t.tables.kinds.title,
      note: t.tables.kinds.note,
      columns: [bucketHeading, ...LEAD_KIND_KEYS.map((kind) => LEAD_KINDS[kind].labels.tab), t.all],
      rows: report.kinds.map((row) => [
        bucket(row.bucket),
        ...LEAD_KIND_KEYS.map((kind) => count(row.counts[kind])),
        count(row.total),
      ]),
      total: [
        total,
        ...LEAD_KIND_KEYS.map((kind) => count(report.kindTotals[kind])),
        count(Object.values(report.kindTotals).reduce((a, b) => a + b, 0)),
      ],
    },
    sources: {
      id: 'sources',
      title: t.tables.sources.title,
      note: t.tables.sources.note,
      columns: [bucketHeading, ...report.sourceColumns.map(sourceLabel), t.all],
      rows: report.sources.map((row) => [
        bucket(row.bucket),
        ...report.sourceColumns.map((key) => count(row.counts[key] ?? 0)),
        count(row.total),
      ]),
      total: [
        total,
        ...report.sourceColumns.map((key) => count(report.sourceTotals[key] ?? 0)),
        count(Object.values(report.sourceTotals).reduce((a, b) => a + b, 0)),
      ],
    },
    funnel: {
      id: 'funnel',
      title: t.tables.funnel.title,
      note: t.tables.funnel.note,
      columns: [t.sourceHeading, ...FUNNEL_STEPS.map((step) => t.steps[step])],
      rows: report.funnel.map((row) => [
        text(sourceLabel(row.source)),
        ...FUNNEL_STEPS.map((step) => count(row.counts[step])),
      ]),
      total: [total, ...FUNNEL_STEPS.map((step) => count(report.funnelTotal[step]))],
    },
    answering: {
      id: 'answering',
      title: t.tables.answering.title,
      note: t.tables.answering.note,
      columns: [bucketHeading, ...t.answeringColumns],
      rows: report.answering.map((row) => [bucket(row.bucket), ...answeringCells(row)]),
      total: [total, ...answeringCells(report.answeringTotal)],
    },
    quotations: {
      id: 'quotations',
      title: t.tables.quotations.title,
      note: t.tables.quotations.note,
      columns: [bucketHeading, ...t.quotationColumns],
      rows: report.money.map((row) => [bucket(row.bucket), ...quotationCells(row)]),
      total: [total, ...quotationCells(report.moneyTotal)],
    },
    money: {
      id: 'money',
      title: t.tables.money.title,
      note: t.tables.money.note,
      columns: [bucketHeading, ...t.moneyColumns],
      rows: report.money.map((row) => [bucket(row.bucket), ...moneyCells(row)]),
      total: [total, ...moneyCells(report.moneyTotal)],
    },
    cancellations: {
      id: 'cancellations',
      title: t.tables.cancellations.title,
      note: t.tables.cancellations.note,
      columns: [t.reasonHeading, t.cancellationsHeading],
      rows: report.cancellations.map((row) => [
        text(row.reason ? cancelReasonLabels[row.reason] : cancelReasonTexts.none),
        count(row.count),
      ]),
      total: [total, count(report.cancellationTotal)],
    },
    claims: {
      id: 'claims',
      title: t.tables.claims.title,
      note: t.tables.claims.note,
      columns: [t.monthHeading, ...t.claimColumns],
      rows: report.claims.map((row) => [text(formatMonth(row.month)), ...claimCells(row)]),
      total: [total, ...claimCells(report.claimsTotal)],
    },
  };
}
