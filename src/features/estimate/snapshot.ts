import { cityBySlug } from '@/content/cities';
import { carriedEstimateTexts } from '@/features/estimate/content/carried-estimate';
import { estimateSummaryTexts as t } from '@/features/estimate/content/estimate';
import { sizeLabels } from '@/features/estimate/content/estimate-lines';
import { tariff } from '@/features/estimate/settings/tariff';
import { formatLongDate } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import type { Translated } from '@/lib/i18n/translated';
import { computeEstimate, type EstimateInput, type EstimateResult } from './compute-estimate';
import { estimateValidUntil } from './estimate-query';

/**
 * What a lead stores of its estimate (a JSON column): the inputs and the figures the server
 * computed from them when the lead was made, the tariff they came from, and the last day they
 * hold. Never recomputed later, so a tariff change does not rewrite what the customer was shown.
 */
export type EstimateSnapshot = EstimateResult & {
  inputs: EstimateInput;
  tariffVersion: string;
  madeAt: string;
  validUntil: string;
};

export function estimateSnapshot(inputs: EstimateInput, now: Date = new Date()): EstimateSnapshot {
  return {
    inputs,
    ...computeEstimate(inputs),
    tariffVersion: tariff.version,
    madeAt: now.toISOString(),
    validUntil: estimateValidUntil(now),
  };
}

/**
 * The stored JSON back as a snapshot; null for an empty or unreadable column. A snapshot that
 * is already an object (the staff detail, which parsed it) is taken as it is.
 */
export function parseEstimateSnapshot(stored: unknown): EstimateSnapshot | null {
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const snapshot = value as EstimateSnapshot | null;
  return snapshot !== null &&
    typeof snapshot === 'object' &&
    typeof snapshot.total === 'number' &&
    Array.isArray(snapshot.lines)
    ? snapshot
    : null;
}

/** Where an estimate's move goes: "Mumbai → Pune", or its distance when no cities are named. */
export function estimateRoute(inputs: EstimateInput): string {
  const from = inputs.from ? (cityBySlug(inputs.from)?.name ?? inputs.from) : undefined;
  const to = inputs.to ? (cityBySlug(inputs.to)?.name ?? inputs.to) : undefined;
  if (from && to) return `${from} → ${to}`;
  return t.km(inputs.km ?? 0);
}

/** One line for the staff table: "₹58,280 (₹52,400–₹67,100), 2 BHK, Mumbai → Delhi, valid until 30 November 2026". */
export function estimateSummaryLine(snapshot: EstimateSnapshot): string {
  const size =
    snapshot.inputs.size === 'office'
      ? t.office(snapshot.inputs.seats ?? 0)
      : sizeLabels[snapshot.inputs.size];
  return t.line(
    formatInr(snapshot.total),
    `${formatInr(snapshot.low)}–${formatInr(snapshot.high)}`,
    `${size}, ${estimateRoute(snapshot.inputs)}`,
    formatLongDate(snapshot.validUntil),
  );
}

/** The summary line, then each line of the estimate with its amount, subtotal and GST (email, CSV). */
export function estimateDetail(snapshot: EstimateSnapshot, separator = '\n'): string {
  return [
    estimateSummaryLine(snapshot),
    ...snapshot.lines.map((line) => `${line.label}: ${formatInr(line.amount)}`),
    `${t.subtotal}: ${formatInr(snapshot.subtotal)}`,
    `${t.gst}: ${formatInr(snapshot.gst)}`,
  ].join(separator);
}

/** The estimate as a line of the customer's confirmation ("What you asked for"); none without one. */
export function customerEstimateDetails(
  stored: unknown,
  /** The customer's language's words (carried-estimate.hi.ts, .or.ts); English by default. */
  texts: Pick<
    Translated<typeof carriedEstimateTexts>,
    'emailLabel' | 'emailValue'
  > = carriedEstimateTexts,
): { label: string; value: string }[] {
  const snapshot = parseEstimateSnapshot(stored);
  if (!snapshot) return [];
  const { emailLabel, emailValue } = texts;
  const value = emailValue(
    formatInr(snapshot.total),
    formatInr(snapshot.low),
    formatInr(snapshot.high),
    formatLongDate(snapshot.validUntil),
  );
  return [{ label: emailLabel, value }];
}
