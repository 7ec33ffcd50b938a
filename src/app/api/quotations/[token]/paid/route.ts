import { clientAddress } from '@/server/http/client-address';
import { apiRoute } from '@/server/http/methods';
import { quotationCall, quotationRefusal } from '@/features/quotation/server';
import { readJson } from '@/server/http/read-json';
import { claimQuotationPaid } from '@/features/quotation/server';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

interface Context {
  params: Promise<{ token: string }>;
}

/** {utr} → 201: the customer says they paid; staff confirm. */
async function handlePost(request: Request, context: Context) {
  return quotationCall('paid', async () => {
    const read = await readJson(request);
    if (!read.ok) return read.response;
    const { token } = await context.params;
    const result = await claimQuotationPaid(token, read.body, clientAddress(request.headers));
    if (!result.ok) return quotationRefusal(result);
    return Response.json({ utr: result.value }, { status: 201, headers: noStore });
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
