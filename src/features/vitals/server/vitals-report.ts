import 'server-only';
import { rateVital } from '@/features/vitals/content';
import { todayInIndia } from '@/lib/dates';
import { fromBucket, isVitalMetric } from '@/features/vitals/metrics';
import type { VitalSummary } from '@/features/vitals/summary';
import { need, type StaffMember } from '@/features/people/server';
import { vitalHistogram, type VitalBar } from '@/features/vitals/server/data/web-vitals';

export type { VitalSummary };

export interface VitalsReport {
  days: number;
  since: string;
  items: VitalSummary[];
}

const DAY_MS = 24 * 60 * 60_000;

/** The first day (India time) of a span of `days` days that ends today. */
export function firstDayOf(days: number, now = new Date()): string {
  return todayInIndia(new Date(now.getTime() - (days - 1) * DAY_MS));
}

/**
 * The 75th percentile of each route and metric from histogram bars sorted by route, metric,
 * bucket: the upper edge of the bucket in which three quarters of the reports are reached.
 */
export function summarise(bars: readonly VitalBar[]): VitalSummary[] {
  const groups = new Map<string, VitalBar[]>();
  for (const bar of bars) {
    const key = `${bar.route}\u0000${bar.metric}`;
    groups.set(key, [...(groups.get(key) ?? []), bar]);
  }
  const items: VitalSummary[] = [];
  for (const group of groups.values()) {
    const { route, metric } = group[0]!;
    if (!isVitalMetric(metric)) continue;
    const sorted = [...group].sort((a, b) => a.bucket - b.bucket);
    const count = sorted.reduce((sum, bar) => sum + bar.count, 0);
    let seen = 0;
    const at75 = sorted.find((bar) => (seen += bar.count) >= 0.75 * count) ?? sorted.at(-1)!;
    const p75 = fromBucket(metric, at75.bucket);
    items.push({ route, metric, p75, count, rating: rateVital(metric, p75) });
  }
  return items;
}

/** Staff only: p75 and count per route and metric over the last `days` days. */
export async function loadVitalsReport(
  member: StaffMember,
  days: number,
  now = new Date(),
): Promise<VitalsReport> {
  const { db } = await need(member, 'site.vitals');
  const since = firstDayOf(days, now);
  return { days, since, items: summarise(await vitalHistogram(db, since)) };
}
