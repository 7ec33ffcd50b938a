import { trackPage } from '@/features/tracking/content';
import { clientAddress } from '@/server/http/client-address';
import { errorResponse } from '@/server/http/responses';
import { trackRefusal } from '@/features/tracking/server';
import { lookUpRequest } from '@/features/tracking/server';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

/** ?reference=&contact= → where the request stands; 404 alike for a wrong reference or contact. */
async function handleGet(request: Request) {
  const params = new URL(request.url).searchParams;
  const input = {
    reference: params.get('reference') ?? undefined,
    contact: params.get('contact') ?? undefined,
  };
  try {
    const result = await lookUpRequest(input, { clientAddress: clientAddress(request.headers) });
    if (result.ok)
      return Response.json(result.request, {
        headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
      });
    return trackRefusal(result, trackPage.fixFields);
  } catch (error) {
    console.error('[track] a look-up failed:', error);
    return errorResponse('unavailable', trackPage.unavailable);
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
