import { handleLeadPost } from '@/server/http/lead-endpoint';

export function POST(request: Request) {
  return handleLeadPost(request, 'contact');
}
