/** The five metrics real visitors report (web-vitals names). CLS has no unit; the rest are ms. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export function isVitalMetric(value: unknown): value is VitalMetric {
  return typeof value === 'string' && (VITAL_METRICS as readonly string[]).includes(value);
}

/** The largest value accepted: a minute for timings, 10 for CLS. Anything above is a broken report. */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

/** Stored buckets are integers: milliseconds, or thousandths for CLS. */
const SCALE: Record<VitalMetric, number> = { LCP: 1, INP: 1, CLS: 1000, FCP: 1, TTFB: 1 };

/**
 * The upper edge of the value's bucket, in stored units. Buckets widen as values grow (10 ms up
 * to 1 s, 50 ms up to 5 s, 250 ms beyond; 0.005 of CLS up to 1, 0.05 beyond), so a percentile
 * read from them is at most one bucket (≤ 5 %) above the true value and never below it.
 */
export function bucketOf(metric: VitalMetric, value: number): number {
  const scaled = value * SCALE[metric];
  const step =
    metric === 'CLS' ? (scaled <= 1000 ? 5 : 50) : scaled <= 1000 ? 10 : scaled <= 5000 ? 50 : 250;
  return Math.max(step, Math.ceil(scaled / step) * step);
}

/** A stored bucket back in the metric's own unit (ms, or CLS as a fraction). */
export function fromBucket(metric: VitalMetric, bucket: number): number {
  return bucket / SCALE[metric];
}
