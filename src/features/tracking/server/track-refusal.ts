import { trackPage } from '@/features/tracking/content';
import type { TrackResult } from '@/features/tracking/types';
import { errorResponse } from '@/server/http/responses';

type Refusal =
  | { reason: 'validation'; fieldErrors: Partial<Record<string, string>> }
  | Exclude<TrackResult, { ok: true } | { reason: 'validation' }>;

/**
 * How the customer's calls (`/api/track` and its survey) answer a refusal of the look-up: the
 * form's message with each field's, the same 404 for a wrong reference or contact, or the
 * look-up's rate limit with Retry-After. `fixFields` is the calling form's own alert.
 */
export function trackRefusal(result: Refusal, fixFields: string): Response {
  switch (result.reason) {
    case 'validation':
      return errorResponse('validation', fixFields, result.fieldErrors as Record<string, string>);
    case 'not_found':
      return errorResponse('not_found', trackPage.notFound.body);
    case 'rate_limited':
      return errorResponse(
        'rate_limited',
        trackPage.rateLimited(result.retryAfterSeconds),
        undefined,
        {
          'Retry-After': String(result.retryAfterSeconds),
        },
      );
  }
}
