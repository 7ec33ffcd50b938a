import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { quotationApiMessages as q } from '@/features/quotation/content/quotation-rules';
import { quotationDraftSchema } from '@/features/quotation/schemas/draft';
import { adminCreateQuotation, adminQuotationOfLead } from '@/features/quotation/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { apiRoute } from '@/server/http/methods';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';
import { fieldErrorsOf } from '@/lib/schemas/errors';

const noStore = { 'Cache-Control': 'no-store' };

/** The lead's quotation with every version and event, or null when it has none; 404 unknown lead. */
const handleGet = adminRoute(
  async (_request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    const quotation = lead ? await adminQuotationOfLead(member, lead.kind, lead.id) : undefined;
    if (quotation === undefined) return errorResponse('not_found', m.notFound);
    return Response.json(quotation, { headers: noStore });
  },
  { need: 'leads.read', changes: false },
);

/**
 * `{}` → a quotation prefilled from the lead's estimate and survey; or a draft
 * `{lines, discountPaise?, advancePaise? | advancePercent?, validUntil}`.
 * 201 {id, version, token, url, totalPaise, advancePaise, validUntil}; 409 when the lead has one.
 */
const handlePost = adminRoute(
  async (request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const read = await readJson(request);
    if (!read.ok) return read.response;
    const empty =
      typeof read.body === 'object' && read.body !== null && Object.keys(read.body).length === 0;
    let draft;
    if (!empty) {
      const parsed = quotationDraftSchema.safeParse(read.body);
      if (!parsed.success)
        return errorResponse(
          'validation',
          q.invalid,
          fieldErrorsOf(parsed.error) as Record<string, string>,
        );
      draft = parsed.data;
    }
    const made = await adminCreateQuotation(member, lead.kind, lead.id, draft);
    if (!made.ok)
      return made.reason === 'exists'
        ? errorResponse('conflict', q.exists)
        : errorResponse('not_found', q.noLead);
    const latest = made.quotation.versions[0]!;
    return Response.json(
      {
        id: made.quotation.id,
        version: latest.version,
        token: made.quotation.token,
        url: made.quotation.url,
        totalPaise: latest.totalPaise,
        advancePaise: latest.advancePaise,
        validUntil: latest.validUntil,
      },
      { status: 201, headers: noStore },
    );
  },
  { need: 'quotations.make', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
