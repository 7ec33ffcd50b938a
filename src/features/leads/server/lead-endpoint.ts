import 'server-only';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { createLead } from '@/features/leads/server/create-lead';
import { isIdempotencyKey } from '@/features/leads/server/lead-submission';
import { clientAddress } from '@/server/http/client-address';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';

/**
 * The shared body of every public "create a lead" endpoint: read JSON, pass the client
 * address and the Idempotency-Key, answer 201 with {id, reference, createdAt} (a newsletter
 * address already on the list too, with a reference of no row), 400 with a message per field, 429 with
 * Retry-After, 503 when the store fails (logged; the transaction leaves nothing half-stored).
 */
export async function handleLeadPost(request: Request, kind: LeadKind): Promise<Response> {
  const read = await readJson(request);
  if (!read.ok) return read.response;

  const key = request.headers.get('idempotency-key') ?? undefined;
  if (key !== undefined && !isIdempotencyKey(key)) {
    return errorResponse('validation', 'The Idempotency-Key header is not valid.', {
      idempotencyKey: 'Use 1–200 letters, digits, dots, colons, hyphens or underscores.',
    });
  }

  try {
    const result = await createLead(kind, read.body, {
      clientAddress: clientAddress(request.headers),
      idempotencyKey: key,
    });
    if (!result.ok && result.reason === 'validation') {
      return errorResponse(
        'validation',
        'Some fields need attention.',
        result.fieldErrors as Record<string, string>,
      );
    }
    if (!result.ok && result.reason === 'idempotency_mismatch') {
      return errorResponse(
        'idempotency_mismatch',
        'This Idempotency-Key was already used with a different request body. Use a new key for a new request.',
      );
    }
    if (!result.ok) {
      const seconds = result.retryAfterSeconds;
      return errorResponse(
        'rate_limited',
        `Too many requests from your address. Please try again in ${seconds} seconds.`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
    return Response.json(result.lead, {
      status: 201,
      headers: {
        'Cache-Control': 'no-store',
        ...(result.outcome === 'replayed' ? { 'Idempotent-Replayed': 'true' } : {}),
      },
    });
  } catch (error) {
    console.error(`[leads] storing a ${LEAD_KINDS[kind].labels.one} failed:`, error);
    return errorResponse(
      'unavailable',
      'We could not save your request just now. Please try again.',
    );
  }
}
