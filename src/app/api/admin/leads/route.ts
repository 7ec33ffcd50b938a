import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { adminAddLead } from '@/features/leads/server';
import { adminListAllLeads, adminListLeads, SearchLimitError } from '@/features/leads/server';
import type { StaffMember } from '@/features/people/server';
import type { LeadFilterInput } from '@/features/leads/schemas/staff-query';
import { LEAD_KINDS } from '@/features/leads';
import { SearchTooSlowError } from '@/features/leads/server';
import { isIdempotencyKey } from '@/features/leads/server';
import { need } from '@/features/people/server';
import { crewListOf } from '@/features/move-day/server';
import { errorResponse } from '@/server/http/responses';
import { adminRoute } from '@/features/people/server';
import { readLeadQuery } from '@/features/leads/server';
import { readJson } from '@/server/http/read-json';
import { apiRoute } from '@/server/http/methods';

/** Every kind at once: each row says its `type` (the kind's name in the API) first. */
async function allKinds(member: StaffMember, filter: LeadFilterInput) {
  const { items, ...rest } = await adminListAllLeads(member, filter);
  return {
    items: items.map(({ kind, ...item }) => ({ type: LEAD_KINDS[kind].type, ...item })),
    ...rest,
  };
}

/**
 * GET ?type=bookings|…|all&q=&status=&sort=&assignee=&city=&page= → {items, total, page,
 * pageSize, capped?}; `all` gives every kind's list rows at once. A search is limited per
 * account (429) and cancelled past its time on PostgreSQL (503).
 */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    // ?type=bookings&crew=me: the caller's moves (src/features/move-day); any other list is
    // `leads.read`'s, refused before the query is read.
    const mine = crewListOf(request);
    if (mine) return mine(member);
    await need(member, 'leads.read');
    const query = readLeadQuery(request, { all: true });
    if (!query.ok) return query.response;
    try {
      const list =
        query.kind === 'all'
          ? await allKinds(member, query.filter)
          : await adminListLeads(member, { kind: query.kind, ...query.filter });
      return Response.json(list, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      if (error instanceof SearchLimitError)
        return errorResponse('rate_limited', m.searchLimited, undefined, {
          'Retry-After': String(error.retryAfterSeconds),
        });
      if (error instanceof SearchTooSlowError) return errorResponse('unavailable', m.searchTooSlow);
      throw error;
    }
  },
  { need: 'moves.mine', changes: false },
);

/**
 * A lead taken by phone, WhatsApp, at the door or by referral: {kind, channel, name, phone,
 * email?, service?, date?, from?, to?, message?, sendConfirmation?} → 201 {id, reference}
 * (a retried Idempotency-Key: the first lead, with Idempotent-Replayed); 400 per field.
 */
const handlePost = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const key = request.headers.get('idempotency-key') ?? undefined;
    if (key !== undefined && !isIdempotencyKey(key))
      return errorResponse('validation', m.invalidBody, { idempotencyKey: m.badIdempotencyKey });
    const read = await readJson(request);
    if (!read.ok) return read.response;
    const added = await adminAddLead(member, read.body, key);
    if (!added.ok)
      return added.reason === 'validation'
        ? errorResponse('validation', m.invalidBody, added.fieldErrors as Record<string, string>)
        : errorResponse('idempotency_mismatch', m.idempotencyMismatch);
    return Response.json(
      { id: added.id, reference: added.reference },
      {
        status: 201,
        headers: {
          'Cache-Control': 'no-store',
          ...(added.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
        },
      },
    );
  },
  { need: 'leads.add', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
