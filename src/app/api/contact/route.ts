import { handleLeadPost } from '@/server/http/lead-endpoint';
import { createContactMessage } from '@/server/leads/create-contact-message';

export function POST(request: Request) {
  return handleLeadPost(request, 'contact message', createContactMessage);
}
