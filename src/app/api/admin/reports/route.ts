import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { reportTexts as t } from '@/features/reports/content';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { reportQuerySchema } from '@/features/reports/schema';
import { reportTables } from '@/features/reports';
import { reportCsv } from '@/features/reports/server';
import { loadReport } from '@/features/reports/server';
import { adminRoute } from '@/features/people/server';
import { apiRoute } from '@/server/http/methods';
import { errorResponse } from '@/server/http/responses';
import { gstCsvAnswer } from '@/features/reports/server';

/**
 * GET ?from=&to=&by=week|month → the owner's figures as JSON; with &table=<one of the page's
 * tables> → that table as a CSV download (the page's "Download as CSV" links); with
 * &table=gst&month=YYYY-MM → a GSTR-1 table of the month (features/reports). Reading
 * only, nothing audited: the figures hold no customer's details.
 */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const gst = await gstCsvAnswer(request, member);
    if (gst) return gst;
    const parsed = reportQuerySchema().safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success)
      return errorResponse(
        'validation',
        m.invalidBody,
        fieldErrorsOf(parsed.error) as Record<string, string>,
      );
    const { table, ...period } = parsed.data;
    const report = await loadReport(member, period);
    if (!table) return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
    return new Response(reportCsv(reportTables(report)[table]), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${t.csvName(table, period.from, period.to)}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { need: 'reports.read', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
