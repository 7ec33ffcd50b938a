import { quotationApiMessages as q } from '@/features/quotation/content/quotation-rules';
import { staffQuotationTexts as t } from '@/features/quotation/content/quotation-page';
import { leadIdSchema } from '@/features/leads/schemas/staff-query';
import { quotationSendSchema } from '@/features/quotation/schemas/send';
import { adminSendQuotationById } from '@/features/quotation/server';
import { adminRoute } from '@/features/people/server';
import { apiRoute } from '@/server/http/methods';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * `{channel: "email"|"whatsapp"}` → 200 `{channel, whatsappHref?}`: the latest version sent as
 * the lead page's buttons send it (the same server function and right). 409 when the customer
 * gave no email (or no mobile for WhatsApp); 503 when email is not set up.
 */
const handlePost = adminRoute(
  async (request: Request, context: Context, member) => {
    const id = leadIdSchema.safeParse((await context.params).id);
    if (!id.success) return errorResponse('not_found', q.noLead);
    const body = await parseBody(request, quotationSendSchema);
    if (!body.ok) return body.response;
    const { channel } = body.data;
    const sent = await adminSendQuotationById(member, id.data, channel);
    if (sent.ok)
      return Response.json(
        { channel, ...(sent.whatsappHref ? { whatsappHref: sent.whatsappHref } : {}) },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    if (sent.reason === 'no_mail') return errorResponse('unavailable', t.noMail);
    if (sent.reason === 'no_email') return errorResponse('conflict', t.noEmail);
    if (sent.reason === 'no_phone') return errorResponse('conflict', t.noPhone);
    return errorResponse('not_found', q.noLead);
  },
  { need: 'quotations.make', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
