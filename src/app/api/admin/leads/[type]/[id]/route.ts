import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { leadChangeTexts } from '@/features/leads/content/staff';
import type { LeadDetail } from '@/features/leads';
import { LEAD_KINDS } from '@/features/leads';
import { leadPatchSchema } from '@/features/leads/schemas/staff-query';
import { moveDayTexts } from '@/features/move-day/content';
import { adminDeleteLead } from '@/features/leads/server';
import { adminLeadDetail, adminUpdateLead } from '@/features/leads/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { milestoneErrors } from '@/features/move-day/content';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

const noStore = { 'Cache-Control': 'no-store' };

/** The lead as the API gives it: first its `type`, the kind's name in the API (contract). */
function leadJson({ kind, review, ...lead }: LeadDetail) {
  // A done booking's review link is `reviewUrl` (the contract), its rating once reviewed.
  const reviewed = review ? { reviewUrl: review.url, reviewRating: review.rating } : {};
  return Response.json({ type: LEAD_KINDS[kind].type, ...lead, ...reviewed }, { headers: noStore });
}

/** The lead with its history, notes, assignee, follow-up day and estimate. */
const handleGet = adminRoute(
  async (_request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    const detail = lead && (await adminLeadDetail(member, lead.kind, lead.id));
    if (!detail) return errorResponse('not_found', m.notFound);
    return leadJson(detail);
  },
  { need: 'leads.read', changes: false },
);

/**
 * Any of {status, assigneeId, followUpOn} and, on a booking, of its move day {slot, vehicle,
 * crew, driver, crewNotes, confirmed} → 200 the lead as GET gives it; all or nothing is stored.
 */
const handlePatch = adminRoute(
  async (request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const body = await parseBody(request, leadPatchSchema);
    if (!body.ok) return body.response;
    const { slot, vehicle, crew, driver, crewNotes, confirmed, force, reason, ...change } =
      body.data;
    const moveDay = { slot, vehicle, crew, driver, crewNotes, confirmed };
    const planned = Object.values(moveDay).some((value) => value !== undefined);
    const result = await adminUpdateLead(
      member,
      lead.kind,
      lead.id,
      change,
      planned ? moveDay : undefined,
      { force, reason },
    );
    if (!result.ok && result.reason === 'too_early')
      return errorResponse('conflict', milestoneErrors.doneTooEarly(result.day));
    if (!result.ok && result.reason === 'reason_needed')
      return errorResponse('validation', milestoneErrors.forceReason, {
        reason: milestoneErrors.forceReason,
      });
    if (!result.ok && result.reason === 'unknown_member')
      return errorResponse('validation', milestoneErrors.memberUnknown, {
        crew: milestoneErrors.memberUnknown,
      });
    if (!result.ok && result.reason === 'unknown_assignee')
      return errorResponse('validation', m.invalidBody, {
        assigneeId: leadChangeTexts.assigneeUnknown,
      });
    if (!result.ok && result.reason === 'not_a_booking')
      return errorResponse('validation', m.invalidBody, { form: moveDayTexts.onlyBookings });
    if (!result.ok) return errorResponse('not_found', m.notFound);
    return leadJson(result.lead);
  },
  { need: 'leads.work', changes: true },
);

/** Erasure on request (`leads.delete`: the owner): 204, the lead, its notes and its history are gone. */
const handleDelete = adminRoute(
  async (_request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const deleted = await adminDeleteLead(member, lead.kind, lead.id);
    if (!deleted) return errorResponse('not_found', m.notFound);
    return new Response(null, { status: 204, headers: noStore });
  },
  { need: 'leads.delete', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  PATCH: handlePatch,
  DELETE: handleDelete,
});
