import 'server-only';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { lazyRoute } from './lazy-route';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { isIdempotencyKey } from '@/features/leads/server';
import { milestoneErrors } from '../content';
import { collectionSchema, milestoneSchema } from '../schema';
import { recordCollection } from './collections';
import { recordMilestone } from './milestones';

const noStore = { 'Cache-Control': 'no-store' };

/** The Idempotency-Key a crew phone sends each step with; a malformed one is a 400. */
export function idempotencyKeyOf(
  request: Request,
): { ok: true; key?: string } | { ok: false; response: Response } {
  const key = request.headers.get('idempotency-key') ?? undefined;
  if (key !== undefined && !isIdempotencyKey(key))
    return {
      ok: false,
      response: errorResponse('validation', m.invalidBody, { idempotencyKey: m.badIdempotencyKey }),
    };
  return { ok: true, key };
}

/**
 * POST /api/admin/leads/bookings/{id}/milestones: {kind, note?, expectedDeliveryOn?, at?} →
 * 201 {id, kind, at} (a replay under its Idempotency-Key: the first, Idempotent-Replayed);
 * 409 out of order; 400 per field; 403 a move the crew member is not on.
 */
export const postMilestone = lazyRoute(() =>
  adminRoute(
    async (request: Request, context: LeadRouteContext, member) => {
      const lead = await leadTarget(context);
      if (!lead) return errorResponse('not_found', m.notFound);
      if (lead.kind !== 'booking') return errorResponse('not_found', milestoneErrors.notABooking);
      const key = idempotencyKeyOf(request);
      if (!key.ok) return key.response;
      const body = await parseBody(request, milestoneSchema);
      if (!body.ok) return body.response;
      const result = await recordMilestone(member, lead.id, body.data, key.key);
      if (result.ok)
        return Response.json(result.milestone, {
          status: 201,
          headers: { ...noStore, ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
        });
      if (result.reason === 'not_found') return errorResponse('not_found', m.notFound);
      if (result.reason === 'idempotency_mismatch')
        return errorResponse('idempotency_mismatch', m.idempotencyMismatch);
      if (result.reason === 'out_of_order') return errorResponse('conflict', result.message);
      return errorResponse('validation', result.message, { [result.field]: result.message });
    },
    { need: 'moves.mine', changes: true },
  ),
);

/**
 * POST /api/admin/leads/bookings/{id}/collections: {amountPaise, mode: cash|upi, reference?}
 * → 201 {id, paidPaise?, balancePaise?}; 400 above the balance; 403 not on the move's crew.
 */
export const postCollection = lazyRoute(() =>
  adminRoute(
    async (request: Request, context: LeadRouteContext, member) => {
      const lead = await leadTarget(context);
      if (!lead || lead.kind !== 'booking') return errorResponse('not_found', m.notFound);
      const key = idempotencyKeyOf(request);
      if (!key.ok) return key.response;
      const body = await parseBody(request, collectionSchema);
      if (!body.ok) return body.response;
      const result = await recordCollection(member, lead.id, body.data, key.key);
      if (result.ok && 'replayed' in result)
        return Response.json(
          { id: result.payment.id },
          { status: 201, headers: { ...noStore, 'Idempotent-Replayed': 'true' } },
        );
      if (result.ok)
        return Response.json(
          {
            id: result.payment.id,
            paidPaise: result.figures.paidPaise,
            balancePaise: result.figures.balancePaise,
          },
          { status: 201, headers: noStore },
        );
      if (result.reason === 'not_found') return errorResponse('not_found', m.notFound);
      if (result.reason === 'idempotency_mismatch')
        return errorResponse('idempotency_mismatch', m.idempotencyMismatch);
      const fields = result.fields as Record<string, string>;
      return errorResponse('validation', Object.values(fields)[0] ?? m.invalidBody, fields);
    },
    { need: 'moves.mine', changes: true },
  ),
);
