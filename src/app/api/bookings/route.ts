import { handleLeadPost } from '@/features/leads/server';
import { apiRoute } from '@/server/http/methods';

function handlePost(request: Request) {
  return handleLeadPost(request, 'booking');
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
