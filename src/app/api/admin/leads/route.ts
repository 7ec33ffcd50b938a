import { adminListLeads } from '@/server/admin/leads';
import { adminRoute } from '@/server/http/admin-route';
import { readLeadQuery } from '@/server/http/admin-query';
import { apiRoute } from '@/server/http/methods';

/** GET ?type=&q=&status=&page= → {items, total, page, pageSize}, newest first. */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const query = readLeadQuery(request);
    if (!query.ok) return query.response;
    const list = await adminListLeads(member, { kind: query.kind, ...query.filter });
    return Response.json(list, { headers: { 'Cache-Control': 'no-store' } });
  },
  { need: 'staff', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
