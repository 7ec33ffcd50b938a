import { handleEstimateGet } from '@/features/estimate/server';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

function handleGet(request: Request) {
  return handleEstimateGet(request);
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
