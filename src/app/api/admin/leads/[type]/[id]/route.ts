import { adminApiMessages as m } from '@/content/admin';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { leadIdSchema, leadTypeSchema, statusChangeSchema } from '@/lib/schemas/admin';
import { adminDeleteLead, adminSetStatus } from '@/server/admin/leads';
import { requireAdmin } from '@/server/admin/guard';
import { adminRoute } from '@/server/http/admin-route';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';

interface Context {
  params: Promise<{ type: string; id: string }>;
}

/** The lead the path names; an unknown type or a malformed id is simply not found. */
async function target(context: Context) {
  const { type, id } = await context.params;
  const parsedType = leadTypeSchema.safeParse(type);
  const parsedId = leadIdSchema.safeParse(id);
  return parsedType.success && parsedId.success
    ? { type: parsedType.data, id: parsedId.data }
    : undefined;
}

/** {status} → 200 with the updated lead. */
export const PATCH = adminRoute(
  async (request: Request, context: Context) => {
    // Checked first, so nothing (not even whether a lead exists) is told without a session.
    await requireAdmin(request.headers);
    const lead = await target(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const read = await readJson(request);
    if (!read.ok) return read.response;
    const parsed = statusChangeSchema.safeParse(read.body);
    if (!parsed.success)
      return errorResponse(
        'validation',
        m.invalidBody,
        fieldErrorsOf(parsed.error) as Record<string, string>,
      );
    const updated = await adminSetStatus(request.headers, lead.type, lead.id, parsed.data.status);
    if (!updated) return errorResponse('not_found', m.notFound);
    return Response.json(updated, { headers: { 'Cache-Control': 'no-store' } });
  },
  { changes: true },
);

/** Erasure on request: 204, the lead and everything the visitor typed are gone. */
export const DELETE = adminRoute(
  async (request: Request, context: Context) => {
    await requireAdmin(request.headers);
    const lead = await target(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const deleted = await adminDeleteLead(request.headers, lead.type, lead.id);
    if (!deleted) return errorResponse('not_found', m.notFound);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
  { changes: true },
);
