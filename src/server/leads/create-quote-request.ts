import 'server-only';
import type { QuotationField } from '@/lib/schemas/quotation';
import type { QuotePopupField } from '@/lib/schemas/quote-popup';
import { quoteRequestSchema } from '@/lib/schemas/quote-request';
import { insertQuoteRequest } from '@/server/db/repositories/quote-requests';
import { createLead, type LeadSpec } from './create-lead';
import type { LeadRequestContext } from './validate';

export type QuoteRequestField = QuotationField | QuotePopupField | 'source';

const quoteLead: LeadSpec<typeof quoteRequestSchema, 'quote'> = {
  kind: 'quote',
  table: 'quoteRequests',
  schema: quoteRequestSchema,
  store: insertQuoteRequest,
};

/** A quote request from the quotation form or the /quote pop-up (told apart by `source`). */
export function createQuoteRequest(input: unknown, context: LeadRequestContext) {
  return createLead<typeof quoteRequestSchema, QuoteRequestField, 'quote'>(
    quoteLead,
    input,
    context,
  );
}
