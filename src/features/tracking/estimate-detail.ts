import { trackPage } from '@/features/tracking/content';
import type { Translated } from '@/lib/i18n/translated';
import { formatLongDate } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import type { TrackedEstimate } from './types';

/**
 * The estimate as a line of "What you asked for" on /track; once past its last valid day
 * (`today`, India time) it says so instead of quoting a range that no longer holds.
 */
export function trackedEstimateDetail(
  estimate: TrackedEstimate,
  today: string,
  /** The page's words (its language's `trackPage.result`); English by default. */
  words: Translated<typeof trackPage.result> = trackPage.result,
): { label: string; value: string } {
  const { estimateLabel, estimateValue, estimateExpired } = words;
  const total = formatInr(estimate.total);
  const date = formatLongDate(estimate.validUntil);
  const value =
    estimate.validUntil < today
      ? estimateExpired(total, date)
      : estimateValue(total, formatInr(estimate.low), formatInr(estimate.high), date);
  return { label: estimateLabel, value };
}
