import { adminApiMessages as m } from '@/features/leads/content/staff';
import { adminClaims } from '@/features/claims/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { apiRoute } from '@/server/http/methods';
import { errorResponse } from '@/server/http/responses';

/** {items: [{id, number, status, description, items, askedPaise, settledPaise, note, at}]}. */
const handleGet = adminRoute(
  async (_request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    const items = lead && (await adminClaims(member, lead.kind, lead.id));
    if (!items) return errorResponse('not_found', m.notFound);
    return Response.json({ items }, { headers: { 'Cache-Control': 'no-store' } });
  },
  { need: 'leads.read', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
