import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { noteSchema } from '@/features/leads/schemas/staff-query';
import { adminAddNote } from '@/features/leads/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

/** {text} → 201 the note {id, text, at, by}. */
const handlePost = adminRoute(
  async (request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const body = await parseBody(request, noteSchema);
    if (!body.ok) return body.response;
    const note = await adminAddNote(member, lead.kind, lead.id, body.data.text);
    if (!note) return errorResponse('not_found', m.notFound);
    return Response.json(note, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  },
  { need: 'leads.work', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
