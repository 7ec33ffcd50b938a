import 'server-only';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import type { StaffMember } from '@/features/people/server';
import { errorResponse } from '@/server/http/responses';
import { gstTexts as t } from '../content/gst';
import { gstr1Csv } from '../gstr1-csv';
import { gstQuerySchema } from '../schemas/gst';
import { loadGstMonth } from './gst';

/**
 * GET /api/admin/reports?table=gst&month=YYYY-MM[&section=b2b|b2cl|b2cs|cdnr|cdnur|hsn] → one
 * GSTR-1 table of the month as CSV (b2b when no section is named). Undefined for any other
 * table: the figures' own route answers those.
 */
export async function gstCsvAnswer(
  request: Request,
  member: StaffMember,
): Promise<Response | undefined> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (query.table !== 'gst') return undefined;
  const parsed = gstQuerySchema.safeParse({
    month: query.month ?? '',
    section: query.section || undefined,
  });
  if (!parsed.success)
    return errorResponse(
      'validation',
      m.invalidBody,
      fieldErrorsOf(parsed.error) as Record<string, string>,
    );
  const { month, section } = parsed.data;
  return new Response(gstr1Csv(await loadGstMonth(member, month), section), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${t.csvName(section, month)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
