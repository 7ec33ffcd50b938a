import { computeEstimate, type EstimateWords } from '@/features/estimate/compute-estimate';
import { estimateQueryString } from '@/features/estimate/estimate-query';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { estimateSchema } from '@/features/estimate/schema';

/** The form's values → the estimate or a message per field; the same schema as the server's. */
export function estimateFromValues(values: Record<string, string>, words: EstimateWords) {
  const parsed = estimateSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false as const, errors: fieldErrorsOf<string>(parsed.error) };
  }
  return {
    ok: true as const,
    result: computeEstimate(parsed.data, words),
    query: estimateQueryString(parsed.data),
  };
}
