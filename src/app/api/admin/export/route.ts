import { LEAD_KINDS } from '@/features/leads';
import { adminExportCsv } from '@/features/leads/server';
import { adminRoute } from '@/features/people/server';
import { readLeadQuery } from '@/features/leads/server';
import { todayInIndia } from '@/lib/dates';
import { apiRoute } from '@/server/http/methods';
import { errorResponse } from '@/server/http/responses';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import type { StaffMember } from '@/features/people/server';

/** Every matching lead as a CSV download (all pages), written to the audit log. */
async function exportResponse(request: Request, member: StaffMember): Promise<Response> {
  const query = readLeadQuery(request);
  if (!query.ok) return query.response;
  const { q, status, source } = query.filter;
  const body = await adminExportCsv(member, { kind: query.kind, q, status, source });
  const name = `moveease-${LEAD_KINDS[query.kind].type}-${todayInIndia()}.csv`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * GET ?type=&q=&status= from our own page only (the dashboard's link: Sec-Fetch-Site:
 * same-origin). An export is an audited act, and a SameSite=Lax cookie rides along on another
 * site's link, so a GET without that header (another site, an old browser, a script) is refused.
 */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    if (request.headers.get('sec-fetch-site') !== 'same-origin')
      return errorResponse('forbidden', m.exportSameOrigin);
    return exportResponse(request, member);
  },
  { need: 'leads.export', changes: false },
);

/** POST ?type=&q=&status=: scripts export this way (a change: refused from another site). */
const handlePost = adminRoute(
  async (request: Request, _context: unknown, member) => exportResponse(request, member),
  { need: 'leads.export', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
