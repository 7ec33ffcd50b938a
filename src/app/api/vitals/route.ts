import { vitalsApiMessages as m } from '@/features/vitals/content';
import { clientAddress } from '@/server/http/client-address';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';
import { recordVital } from '@/features/vitals/server';
import { apiRoute } from '@/server/http/methods';

/**
 * A real visitor's speed report, sent by navigator.sendBeacon: {route, metric, value} → 204.
 * Cookies are never read or set here; the address only counts against the rate limit.
 */
async function handlePost(request: Request) {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  try {
    const result = await recordVital(read.body, clientAddress(request.headers));
    if (result.ok) return new Response(null, { status: 204 });
    if (result.reason === 'validation') {
      return errorResponse('validation', m.invalid, result.fieldErrors as Record<string, string>);
    }
    const seconds = result.retryAfterSeconds;
    return errorResponse('rate_limited', m.rateLimited(seconds), undefined, {
      'Retry-After': String(seconds),
    });
  } catch (error) {
    console.error('[vitals] storing a report failed:', error);
    return errorResponse('unavailable', m.unavailable);
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
