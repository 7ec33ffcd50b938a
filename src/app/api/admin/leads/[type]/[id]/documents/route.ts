import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { documentErrors as e } from '@/features/documents/content';
import { documentSchema } from '@/features/documents/schema';
import { adminDocuments, adminIssueDocument, type IssueResult } from '@/features/documents/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { apiRoute } from '@/server/http/methods';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';

const noStore = { 'Cache-Control': 'no-store' };

/** {items: [{id, kind, number, title, issuedAt, issuedBy, url}]}, oldest first. */
const handleGet = adminRoute(
  async (_request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    const items = lead && (await adminDocuments(member, lead.kind, lead.id));
    if (!items) return errorResponse('not_found', m.notFound);
    return Response.json({ items }, { headers: noStore });
  },
  { need: 'leads.read', changes: false },
);

type Refusal = Exclude<Extract<IssueResult, { ok: false }>['reason'], 'not_found'>;
const refusals: Record<Refusal, [409 | 400, string, string?]> = {
  exists: [409, e.exists],
  credited: [409, e.credited],
  receipt_exists: [409, e.receiptExists],
  no_quotation: [409, e.noQuotation],
  no_payment: [400, e.noPayment, 'paymentId'],
  no_invoice: [400, e.noInvoice, 'invoiceId'],
  no_business_invoice: [409, e.noBusinessInvoice],
  too_many_carriages: [409, e.tooManyCarriages],
};

/**
 * {kind, paymentId?, invoiceId?, reason?, vehicleNumber?, driver?, gstin?, placeOfSupply?,
 * declaredValuePaise?, freightPaid?, risk?} → 201 {id, kind, number, url}. An invoice or credit
 * note needs `invoices.issue` (checked by the server function: 403 for staff).
 */
const handlePost = adminRoute(
  async (request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    if (!lead) return errorResponse('not_found', m.notFound);
    const body = await parseBody(request, documentSchema);
    if (!body.ok) return body.response;
    const issued = await adminIssueDocument(member, lead.kind, lead.id, body.data);
    if (issued.ok) {
      const { id, kind, number, url } = issued.document;
      return Response.json({ id, kind, number, url }, { status: 201, headers: noStore });
    }
    if (issued.reason === 'not_found') return errorResponse('not_found', m.notFound);
    const [status, message, field] = refusals[issued.reason];
    return status === 409
      ? errorResponse('conflict', message)
      : errorResponse('validation', message, { [field!]: message });
  },
  { need: 'documents.issue', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
