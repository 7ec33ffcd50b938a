import { checkHealth } from '@/server/health';
import { apiRoute } from '@/server/http/methods';
import { errorResponse } from '@/server/http/responses';

export const dynamic = 'force-dynamic';

async function handleGet() {
  const health = await checkHealth();
  if (!health.ok) {
    return errorResponse(
      'unavailable',
      `The ${health.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} store cannot store data just now.`,
    );
  }
  return Response.json(health.body, { headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
