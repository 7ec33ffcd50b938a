import { documentErrors as e } from '@/features/documents/content';
import { adminDocumentPdf } from '@/features/documents/server';
import { pdfResponse } from '@/features/documents/server';
import { adminRoute } from '@/features/people/server';
import { apiRoute } from '@/server/http/methods';
import { errorResponse } from '@/server/http/responses';

type Context = { params: Promise<{ id: string }> };

/**
 * The issued document's PDF (application/pdf), drawn from its frozen snapshot. No route
 * changes an issued document: this one reads, and there is no PUT, PATCH or DELETE.
 */
const handleGet = adminRoute(
  async (request: Request, context: Context, member) => {
    const { id } = await context.params;
    const pdf = await adminDocumentPdf(member, id);
    if (!pdf) return errorResponse('not_found', e.notFound);
    return pdfResponse(pdf, new URL(request.url).searchParams.has('download'));
  },
  { need: 'leads.read', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
