import { trackPage } from '@/features/tracking/content';
import { clientAddress } from '@/server/http/client-address';
import { errorResponse } from '@/server/http/responses';
import { trackPhoto, trackRefusal } from '@/features/tracking/server';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

/**
 * ?reference=&contact=&photo={id}[&size=thumb] → one photo of the customer's own move (JPEG),
 * private and never cached by a proxy; 404 alike for a wrong reference, contact or photo.
 */
async function handleGet(request: Request) {
  const params = new URL(request.url).searchParams;
  try {
    const result = await trackPhoto(
      {
        reference: params.get('reference') ?? undefined,
        contact: params.get('contact') ?? undefined,
        photo: params.get('photo') ?? undefined,
        thumbnail: params.get('size') === 'thumb',
      },
      { clientAddress: clientAddress(request.headers) },
    );
    if (!result.ok) return trackRefusal(result, trackPage.fixFields);
    return new Response(new Uint8Array(result.bytes), {
      headers: {
        'Content-Type': result.mime,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Robots-Tag': 'noindex, nofollow',
      },
    });
  } catch (error) {
    console.error('[track] a photo failed:', error);
    return errorResponse('unavailable', trackPage.unavailable);
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
