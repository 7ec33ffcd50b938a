import { adminApiMessages as m } from '@/content/admin';
import { adminListLeads, SearchLimitError } from '@/server/admin/leads';
import { SearchTooSlowError } from '@/server/db/repositories/admin-leads';
import { errorResponse } from '@/server/http/responses';
import { adminRoute } from '@/server/http/admin-route';
import { readLeadQuery } from '@/server/http/admin-query';
import { apiRoute } from '@/server/http/methods';

/**
 * GET ?type=&q=&status=&page= → {items, total, page, pageSize, capped?}, newest first; a search
 * is limited per account (429) and cancelled past its time on PostgreSQL (503).
 */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const query = readLeadQuery(request);
    if (!query.ok) return query.response;
    try {
      const list = await adminListLeads(member, { kind: query.kind, ...query.filter });
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
  { need: 'leads.read', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
