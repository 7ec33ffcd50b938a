import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { inventorySchema } from '@/features/survey/schema';
import { adminSaveSurvey, adminSurvey } from '@/features/survey/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

const noStore = { 'Cache-Control': 'no-store' };

/** The lead's survey: {rooms, totalCft, vehicle, crew, updatedAt, updatedBy, history}. */
const handleGet = adminRoute(
  async (_request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    const survey = lead && (await adminSurvey(member, lead.kind, lead.id));
    if (!survey) return errorResponse('not_found', m.notFound);
    return Response.json(survey, { headers: noStore });
  },
  { need: 'leads.read', changes: false },
);

/** {rooms:[{name, items:[{itemId, qty}]}]} replaces the survey → 200 as GET answers. */
const handlePut = adminRoute(
  async (request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const body = await parseBody(request, inventorySchema);
    if (!body.ok) return body.response;
    const survey = await adminSaveSurvey(member, lead.kind, lead.id, body.data);
    if (!survey) return errorResponse('not_found', m.notFound);
    return Response.json(survey, { headers: noStore });
  },
  { need: 'leads.work', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  PUT: handlePut,
});
