import { checkHealth } from '@/server/health';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

async function handleGet() {
  const health = await checkHealth();
  return Response.json(health.body, {
    status: health.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
