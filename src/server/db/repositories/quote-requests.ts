import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { QuoteRequest } from '@/lib/schemas/quote-request';
import type { Database, QuoteRequestsTable } from '../schema';
import { insertLead } from './insert-lead';
import { estimateSnapshot } from '@/lib/estimate/snapshot';

export type QuoteRequestRow = Selectable<QuoteRequestsTable>;

/** Both kinds of quote request share one table; the columns the other kind uses stay null. */
function columnsOf(quote: QuoteRequest) {
  const common = { source: quote.source, name: quote.name, email: quote.email };
  const none = {
    phone: null,
    moveDate: null,
    origin: null,
    destination: null,
    moveType: null,
    inventory: null,
    service: null,
    estimate: null,
  };
  if (quote.source === 'popup') return { ...none, ...common, service: quote.service };
  return {
    ...none,
    ...common,
    phone: quote.phone,
    moveDate: quote.moveDate,
    origin: quote.origin,
    destination: quote.destination,
    moveType: quote.moveType,
    inventory: quote.inventory ?? null,
    estimate: quote.estimate ? JSON.stringify(estimateSnapshot(quote.estimate)) : null,
  };
}

export function insertQuoteRequest(
  db: Kysely<Database>,
  quote: QuoteRequest,
  idempotencyKey?: string,
) {
  return insertLead(db, 'quoteRequests', columnsOf(quote), idempotencyKey);
}
