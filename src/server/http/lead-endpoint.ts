import 'server-only';
import type { CreateLeadResult } from '@/server/leads/validate';
import { readJson } from './read-json';
import { errorResponse } from './responses';

const KEY_PATTERN = /^[\w.:-]{1,200}$/;

/**
 * The shared body of every public "create a lead" endpoint: read JSON, pass the
 * Idempotency-Key, answer 201 with {id, reference, createdAt}, 400 with a message per field,
 * 503 when the store fails (logged, nothing half-stored: each create is one insert).
 */
export async function handleLeadPost<Field extends string>(
  request: Request,
  kind: string,
  create: (input: unknown, idempotencyKey?: string) => Promise<CreateLeadResult<Field>>,
): Promise<Response> {
  const read = await readJson(request);
  if (!read.ok) return read.response;

  const key = request.headers.get('idempotency-key') ?? undefined;
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    return errorResponse('validation', 'The Idempotency-Key header is not valid.', {
      idempotencyKey: 'Use 1–200 letters, digits, dots, colons, hyphens or underscores.',
    });
  }

  try {
    const result = await create(read.body, key);
    if (!result.ok) {
      return errorResponse(
        'validation',
        'Some fields need attention.',
        result.fieldErrors as Record<string, string>,
      );
    }
    return Response.json(result.lead, {
      status: 201,
      headers: {
        'Cache-Control': 'no-store',
        ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      },
    });
  } catch (error) {
    console.error(`[leads] storing a ${kind} failed:`, error);
    return errorResponse(
      'unavailable',
      'We could not save your request just now. Please try again.',
    );
  }
}
