import { z } from '@/lib/zod';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { adminAuditPage } from '@/features/people/server';
import { adminRoute } from '@/features/people/server';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** Owner only: ?page= → {items:[{at, actor, action, target, detail}], total, page, pageSize}. */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const raw = new URL(request.url).searchParams.get('page');
    const page = pageSchema.safeParse(raw === null || raw === '' ? undefined : raw);
    if (!page.success) return errorResponse('validation', m.invalidQuery, { page: m.invalidQuery });
    const log = await adminAuditPage(member, page.data);
    return Response.json(log, { headers: { 'Cache-Control': 'no-store' } });
  },
  { need: 'audit.read', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
