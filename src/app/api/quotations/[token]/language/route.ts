import { clientAddress } from '@/server/http/client-address';
import { apiRoute } from '@/server/http/methods';
import { readBoundedBody } from '@/server/http/read-bounded';
import { errorResponse } from '@/server/http/responses';
import { isLocale } from '@/lib/i18n/locales';
import { quotationPath } from '@/features/quotation/content/quotation-page';
import { quotationApiMessages as q } from '@/features/quotation/content/quotation-rules';
import { chooseQuotationLanguage, quotationCall } from '@/features/quotation/server';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ token: string }>;
}

/**
 * language=hi|or|en (a plain form post from /q/{token}) → kept on the lead, then 303 to the
 * page. A route, not a server action: with JavaScript an action's redirect renders in place and
 * leaves the old `<html lang>`; a form posted here is a real navigation with or without it, so
 * the whole document comes back in the new language. A refused choice (an unknown token, too
 * many tries) shows the page as it was; a language we do not speak is a 400, nothing kept.
 */
async function handlePost(request: Request, context: Context) {
  return quotationCall('language', async () => {
    const read = await readBoundedBody(request, 1024, q.invalid);
    if (!read.ok) return read.response;
    const language = new URLSearchParams(read.bytes.toString('utf8')).get('language');
    if (!isLocale(language))
      return errorResponse('validation', q.invalid, { language: 'Use en, hi or or.' });
    const { token } = await context.params;
    await chooseQuotationLanguage(token, language, clientAddress(request.headers));
    return new Response(null, {
      status: 303,
      headers: { Location: quotationPath(token), 'Cache-Control': 'no-store' },
    });
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
