import { trackPage } from '@/features/tracking/content';
import { pdfResponse } from '@/features/documents/server';
import { clientAddress } from '@/server/http/client-address';
import { errorResponse } from '@/server/http/responses';
import { trackDocument, trackRefusal } from '@/features/tracking/server';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

/**
 * ?reference=&contact=&document={id}[&download=1] → one issued paper of the customer's own
 * move (PDF), private and never cached; 404 alike for a wrong reference, contact or paper.
 */
async function handleGet(request: Request) {
  const params = new URL(request.url).searchParams;
  try {
    const result = await trackDocument(
      {
        reference: params.get('reference') ?? undefined,
        contact: params.get('contact') ?? undefined,
        document: params.get('document') ?? undefined,
      },
      { clientAddress: clientAddress(request.headers) },
    );
    if (!result.ok) return trackRefusal(result, trackPage.fixFields);
    return pdfResponse(result, params.has('download'));
  } catch (error) {
    console.error('[track] a document failed:', error);
    return errorResponse('unavailable', trackPage.unavailable);
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
