import { handleLeadPost } from '@/server/http/lead-endpoint';
import { createSubscription } from '@/server/leads/create-subscription';

export function POST(request: Request) {
  return handleLeadPost(request, 'newsletter sign-up', createSubscription);
}
