import { LEAD_KINDS } from '@/lib/lead-kinds';
import { adminExportCsv } from '@/server/admin/export';
import { adminRoute } from '@/server/http/admin-route';
import { readLeadQuery } from '@/server/http/admin-query';
import { todayInIndia } from '@/lib/dates';
import { apiRoute } from '@/server/http/methods';

/** GET ?type=&q=&status= → every matching lead as a CSV download (all pages). */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const query = readLeadQuery(request);
    if (!query.ok) return query.response;
    const { q, status } = query.filter;
    const body = await adminExportCsv(member, { kind: query.kind, q, status });
    const name = `moveease-${LEAD_KINDS[query.kind].type}-${todayInIndia()}.csv`;
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { need: 'owner', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
