import { pdfResponse } from '@/features/documents/server';
import { clientAddress } from '@/server/http/client-address';
import { apiRoute } from '@/server/http/methods';
import { quotationCall, quotationRefusal } from '@/features/quotation/server';
import { sessionTokenFrom } from '@/features/people/server';
import { customerDocument } from '@/features/quotation/server';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ token: string; id: string }>;
}

/**
 * A document of the move, for the customer holding its quotation's link: `quotation`, or an
 * issued document's id. Another move's document is 404, as an unknown token is.
 */
async function handleGet(request: Request, context: Context) {
  return quotationCall('a document download', async () => {
    const { token, id } = await context.params;
    const result = await customerDocument(
      token,
      id,
      clientAddress(request.headers),
      sessionTokenFrom(request.headers),
    );
    if (!result.ok) return quotationRefusal(result);
    return pdfResponse(result, new URL(request.url).searchParams.has('download'));
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
