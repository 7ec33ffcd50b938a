import { clientAddress } from '@/server/http/client-address';
import { apiRoute } from '@/server/http/methods';
import { quotationCall, quotationRefusal } from '@/features/quotation/server';
import { readJson } from '@/server/http/read-json';
import { requestQuotationChange } from '@/features/quotation/server';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

interface Context {
  params: Promise<{ token: string }>;
}

/** {message} → 201: a note on the lead and an email to staff. */
async function handlePost(request: Request, context: Context) {
  return quotationCall('changes', async () => {
    const read = await readJson(request);
    if (!read.ok) return read.response;
    const { token } = await context.params;
    const result = await requestQuotationChange(token, read.body, clientAddress(request.headers));
    if (!result.ok) return quotationRefusal(result);
    return Response.json({ message: result.value }, { status: 201, headers: noStore });
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
