import type { VitalRating } from '@/features/vitals/content';
import type { VitalMetric } from './metrics';

/** One route's 75th percentile of one metric, as the staff view and GET /api/admin/vitals show it. */
export interface VitalSummary {
  route: string;
  metric: VitalMetric;
  /** Milliseconds, or the CLS score. */
  p75: number;
  count: number;
  rating: VitalRating;
}
