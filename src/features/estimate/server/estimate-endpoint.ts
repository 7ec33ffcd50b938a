import 'server-only';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { estimateQueryOf, estimateSchema } from '@/features/estimate/schema';
import { computeEstimate } from '@/features/estimate/compute-estimate';
import { clientAddress } from '@/server/http/client-address';
import { errorResponse } from '@/server/http/responses';
import { memoryRateLimiter } from '@/server/rate-limit/memory';

/** Longer query strings are not an estimate (every field together fits in ~400 characters). */
export const MAX_ESTIMATE_QUERY_CHARS = 2_000;

/** 120 estimates a minute per client address: a visitor changing the form never comes close. */
export const ESTIMATE_RATE = { limit: 120, windowMs: 60_000 };

const consume = memoryRateLimiter(ESTIMATE_RATE);

/** GET /api/estimate: the contract's {currency, low, high, lines, subtotal, gst, total, assumptions}. */
export function handleEstimateGet(request: Request): Response {
  const url = new URL(request.url);
  if (url.search.length > MAX_ESTIMATE_QUERY_CHARS) {
    return errorResponse('payload_too_large', 'The query string is too long for an estimate.');
  }
  const decision = consume(clientAddress(request.headers));
  if (!decision.allowed) {
    const seconds = decision.retryAfterSeconds;
    return errorResponse(
      'rate_limited',
      `Too many estimates from your address. Please try again in ${seconds} seconds.`,
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
  const parsed = estimateSchema.safeParse(estimateQueryOf(url.searchParams));
  if (!parsed.success) {
    return errorResponse(
      'validation',
      'Some fields need attention.',
      fieldErrorsOf(parsed.error) as Record<string, string>,
    );
  }
  return Response.json(computeEstimate(parsed.data), {
    // The same inputs give the same figures until the tariff changes with a deploy.
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
