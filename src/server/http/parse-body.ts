import 'server-only';
import type { z } from 'zod';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { readJson } from './read-json';
import { errorResponse } from './responses';

/** A JSON body read (size, type) and checked against a schema, or the 4xx to answer. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const read = await readJson(request);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: errorResponse(
      'validation',
      m.invalidBody,
      fieldErrorsOf(parsed.error) as Record<string, string>,
    ),
  };
}
