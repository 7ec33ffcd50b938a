import { clientAddress } from '@/server/http/client-address';
import { apiRoute } from '@/server/http/methods';
import { quotationCall, quotationRefusal } from '@/features/quotation/server';
import { readJson } from '@/server/http/read-json';
import { acceptQuotation } from '@/features/quotation/server';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

interface Context {
  params: Promise<{ token: string }>;
}

/** {version, totalPaise, name, agree: true} → 200 {status, version, totalPaise, acceptedAt, upi?} (a repeat: the same); 409 replaced or changed, with the latest; 410 expired. */
async function handlePost(request: Request, context: Context) {
  return quotationCall('accept', async () => {
    const read = await readJson(request);
    if (!read.ok) return read.response;
    const { token } = await context.params;
    const result = await acceptQuotation(token, read.body, clientAddress(request.headers));
    if (!result.ok) return quotationRefusal(result);
    return Response.json(
      {
        status: result.quotation.status,
        version: result.quotation.version,
        totalPaise: result.quotation.totalPaise,
        acceptedAt: result.quotation.acceptedAt,
        ...(result.quotation.upi ? { upi: result.quotation.upi } : {}),
      },
      { headers: noStore },
    );
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
