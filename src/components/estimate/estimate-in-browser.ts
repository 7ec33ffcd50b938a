import { computeEstimate } from '@/lib/estimate/compute-estimate';
import { estimateQueryString } from '@/lib/estimate/estimate-query';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { estimateSchema } from '@/lib/schemas/estimate';

/** The form's values → the estimate or a message per field; the same schema as the server's. */
export function estimateFromValues(values: Record<string, string>) {
  const parsed = estimateSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false as const, errors: fieldErrorsOf<string>(parsed.error) };
  }
  return {
    ok: true as const,
    result: computeEstimate(parsed.data),
    query: estimateQueryString(parsed.data),
  };
}
