import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { paymentTexts } from '@/features/payments/content';
import { paymentSchema } from '@/features/payments/schema';
import { adminPayments, adminRecordPayment } from '@/features/payments/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { apiRoute } from '@/server/http/methods';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';

const noStore = { 'Cache-Control': 'no-store' };

/** {totalPaise, paidPaise, balancePaise, items} — totals null until a quotation is accepted. */
const handleGet = adminRoute(
  async (_request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    const payments = lead && (await adminPayments(member, lead.kind, lead.id));
    if (!payments) return errorResponse('not_found', m.notFound);
    return Response.json(payments, { headers: noStore });
  },
  { need: 'leads.read', changes: false },
);

/**
 * {kind, amountPaise, mode, reference?, receivedOn, reason?} → 201 {id, paidPaise,
 * balancePaise}. Never edited or deleted: this route has no PUT, PATCH or DELETE.
 */
const handlePost = adminRoute(
  async (request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const body = await parseBody(request, paymentSchema);
    if (!body.ok) return body.response;
    const recorded = await adminRecordPayment(member, lead.kind, lead.id, body.data);
    if (!recorded.ok)
      return recorded.reason === 'not_found'
        ? errorResponse('not_found', m.notFound)
        : errorResponse(
            'validation',
            Object.values(recorded.fields)[0] ?? paymentTexts.errors.amount,
            recorded.fields,
          );
    return Response.json(
      {
        id: recorded.payment.id,
        paidPaise: recorded.figures.paidPaise,
        balancePaise: recorded.figures.balancePaise,
      },
      { status: 201, headers: noStore },
    );
  },
  { need: 'leads.work', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
