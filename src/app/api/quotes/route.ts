import { handleLeadPost } from '@/server/http/lead-endpoint';
import { createQuoteRequest } from '@/server/leads/create-quote-request';

export function POST(request: Request) {
  return handleLeadPost(request, 'quote request', createQuoteRequest);
}
