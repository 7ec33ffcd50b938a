import 'server-only';
import { quotationApiMessages as q } from '@/features/quotation/content/quotation-rules';
import { formatLongDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import type { AcceptResult } from '@/features/quotation/server/customer-accept';
import type { NoteResult } from '@/features/quotation/server/customer-word';
import type { ViewResult } from '@/features/quotation/server/customer-view';
import { errorResponse } from '@/server/http/responses';

type Refused = Exclude<AcceptResult | NoteResult | ViewResult, { ok: true }>;

/** How the customer's quotation calls answer a refusal: the contract's codes, one 404 for any unknown token. */
export function quotationRefusal(result: Refused): Response {
  switch (result.reason) {
    case 'validation':
      return errorResponse('validation', q.invalid, result.fieldErrors as Record<string, string>);
    case 'not_found':
      return errorResponse('not_found', q.notFound);
    case 'rate_limited':
      return errorResponse('rate_limited', q.rateLimited(result.retryAfterSeconds), undefined, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    case 'superseded':
    case 'changed':
      // 409 with the latest version and its total, so the client can show it and ask again.
      return Response.json(
        {
          error: {
            code: 'conflict',
            message:
              result.reason === 'superseded'
                ? q.superseded(result.latest)
                : q.changed(result.latest, formatPaise(result.totalPaise)),
            latest: { version: result.latest, totalPaise: result.totalPaise },
          },
        },
        { status: 409, headers: { 'Cache-Control': 'no-store' } },
      );
    case 'expired':
      return errorResponse('gone', q.expired(formatLongDate(result.validUntil)));
    case 'closed':
      return errorResponse('conflict', q.tooLate);
  }
}

/** Runs a customer's quotation call; a store that cannot be reached is 503, never a stack trace. */
export async function quotationCall(label: string, work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    console.error(`[quotation] ${label} failed:`, error);
    return errorResponse('unavailable', q.unavailable);
  }
}
