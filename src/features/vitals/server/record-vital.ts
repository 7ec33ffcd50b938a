import 'server-only';
import { publicRoutes } from '@/content/routes';
import { vitalsApiMessages as m, vitalsCollection } from '@/features/vitals/content';
import { todayInIndia } from '@/lib/dates';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { vitalSchema, type VitalField } from '@/features/vitals/schema';
import { bucketOf } from '@/features/vitals/metrics';
import { getDb } from '@/server/db';
import { countVital } from '@/features/vitals/server/data/web-vitals';
import { consume, type RateRule } from '@/server/rate-limit';

export const vitalsRateRule: RateRule = { bucket: 'vitals', ...vitalsCollection.rateLimit };

const knownRoutes: ReadonlySet<string> = new Set(publicRoutes);

export type RecordVitalResult =
  | { ok: true }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<VitalField> }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/**
 * One visitor's report: counted against the address's limit first (so a flood of junk is
 * limited too), then checked, then added to today's histogram. Only the route, the metric and
 * the value's bucket are kept: no address, no time of day, nothing that points at a person.
 */
export async function recordVital(
  input: unknown,
  clientAddress: string,
  now = new Date(),
): Promise<RecordVitalResult> {
  const { db } = await getDb();
  const decision = await consume(db, vitalsRateRule, clientAddress, now.getTime());
  if (!decision.allowed) {
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds };
  }
  const parsed = vitalSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const { route, metric, value } = parsed.data;
  // Only the site's own pages: a free-text route would let anyone fill the table with rows.
  if (!knownRoutes.has(route)) {
    return { ok: false, reason: 'validation', fieldErrors: { route: m.routeUnknown } };
  }
  await countVital(db, { day: todayInIndia(now), route, metric, bucket: bucketOf(metric, value) });
  return { ok: true };
}
