import { estimatePage } from '@/features/estimate/content/estimate';
import { computeEstimate, type EstimateWords } from '@/features/estimate/compute-estimate';
import { estimateQueryString, estimateValidUntil } from '@/features/estimate/estimate-query';
import { todayInIndia } from '@/lib/dates';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { estimateQueryOf, estimateSchema } from '@/features/estimate/schema';

/**
 * What the server renders for a query: a first visit shows the defaults and no figures yet;
 * a submitted form (it always carries `size`) shows the estimate or a message per field.
 */
export function estimateViewOf(
  query: Record<string, string | string[] | undefined>,
  /** The page's words for the lines (English by default). */
  words?: EstimateWords,
) {
  const raw = Object.fromEntries(
    Object.entries(estimateQueryOf(query)).filter(([, value]) => value !== undefined),
  );
  const submitted = raw.size !== undefined;
  // A field the query leaves out shows the value the schema gives it (0, no lift, a sedan…).
  const values = { ...estimatePage.defaults, ...raw };
  const common = { validUntil: estimateValidUntil(), today: todayInIndia() };
  if (!submitted) return { ...common, initial: { values, errors: {} } };
  const parsed = estimateSchema.safeParse(raw);
  if (!parsed.success) {
    return { ...common, initial: { values, errors: fieldErrorsOf<string>(parsed.error) } };
  }
  return {
    ...common,
    initial: {
      values,
      errors: {},
      result: computeEstimate(parsed.data, words),
      query: estimateQueryString(parsed.data),
    },
  };
}
