import { quotationApiMessages as q } from '@/features/quotation/content/quotation-rules';
import { leadIdSchema } from '@/features/leads/schemas/staff-query';
import { quotationEditSchema } from '@/features/quotation/schemas/draft';
import { adminEditQuotation } from '@/features/quotation/server';
import { adminRoute } from '@/features/people/server';
import { apiRoute } from '@/server/http/methods';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * The draft and the `version` edited → 200 the saved version ({id, token, url, version, status,
 * lines, …}); 409 conflict when `version` is not the latest, or the latest was accepted.
 */
const handlePut = adminRoute(
  async (request: Request, context: Context, member) => {
    const id = leadIdSchema.safeParse((await context.params).id);
    if (!id.success) return errorResponse('not_found', q.noLead);
    const body = await parseBody(request, quotationEditSchema);
    if (!body.ok) return body.response;
    const saved = await adminEditQuotation(member, id.data, body.data);
    if (saved.ok)
      return Response.json(
        {
          id: saved.quotation.id,
          token: saved.quotation.token,
          url: saved.quotation.url,
          ...saved.version,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    if (saved.reason === 'conflict') return errorResponse('conflict', q.conflict(saved.latest));
    if (saved.reason === 'accepted') return errorResponse('conflict', q.accepted(saved.version));
    return errorResponse('not_found', q.noLead);
  },
  { need: 'quotations.make', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ PUT: handlePut });
