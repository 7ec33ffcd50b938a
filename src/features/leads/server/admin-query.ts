import 'server-only';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import type { LeadKind } from '@/features/leads/lead-types';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import {
  leadFilterSchema,
  staffTypeSchema,
  type LeadFilterInput,
} from '@/features/leads/schemas/staff-query';
import { errorResponse } from '@/server/http/responses';

/**
 * ?type=&q=&status=&page=&sort=&assignee=&city= of an admin API request (the type read as its
 * kind; `all` where the caller allows every kind at once), or the 400.
 */
export function readLeadQuery(
  request: Request,
  options: { all: true },
):
  { ok: true; kind: LeadKind | 'all'; filter: LeadFilterInput } | { ok: false; response: Response };
export function readLeadQuery(
  request: Request,
): { ok: true; kind: LeadKind; filter: LeadFilterInput } | { ok: false; response: Response };
export function readLeadQuery(
  request: Request,
  options?: { all: true },
):
  | { ok: true; kind: LeadKind | 'all'; filter: LeadFilterInput }
  | { ok: false; response: Response } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const kind =
    options?.all && params.type === 'all'
      ? ({ success: true, data: 'all' } as const)
      : staffTypeSchema.safeParse(params.type);
  if (!kind.success)
    return {
      ok: false,
      response: errorResponse('validation', m.unknownType, { type: m.unknownType }),
    };
  const filter = leadFilterSchema.safeParse(params);
  if (!filter.success) {
    const fields = fieldErrorsOf(filter.error) as Record<string, string>;
    return { ok: false, response: errorResponse('validation', m.invalidQuery, fields) };
  }
  return { ok: true, kind: kind.data, filter: filter.data };
}
