import { clientAddress } from '@/server/http/client-address';
import { apiRoute } from '@/server/http/methods';
import { quotationCall, quotationRefusal } from '@/features/quotation/server';
import { sessionTokenFrom } from '@/features/people/server';
import { customerQuotation } from '@/features/quotation/server';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ token: string }>;
}

/** The customer's quotation (latest version) → 200; 404 alike for any unknown token. */
async function handleGet(request: Request, context: Context) {
  return quotationCall('a read', async () => {
    const { token } = await context.params;
    const result = await customerQuotation(
      token,
      clientAddress(request.headers),
      sessionTokenFrom(request.headers),
    );
    if (!result.ok) return quotationRefusal(result);
    return Response.json(result.quotation, {
      headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
    });
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
