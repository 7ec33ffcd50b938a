import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { adminClaimPhoto, adminClaims } from '@/features/claims/server';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { apiRoute } from '@/server/http/methods';
import { errorResponse } from '@/server/http/responses';
import { isRowId } from '@/server/db/row-id';

/**
 * {items: [{id, number, status, description, items, askedPaise, settledPaise, note, at,
 * photos: [{id, itemIndex, width, height}]}]}; `?photo={id}` → that photo's JPEG
 * (`&size=thumb` its thumbnail), never cached publicly.
 */
const handleGet = adminRoute(
  async (request: Request, context: LeadRouteContext, member) => {
    const lead = await leadTarget(context);
    const search = new URL(request.url).searchParams;
    const photoId = search.get('photo');
    if (photoId !== null) {
      const size = search.get('size') === 'thumb' ? 'thumb' : 'full';
      const bytes =
        lead && isRowId(photoId)
          ? await adminClaimPhoto(member, lead.kind, lead.id, photoId, size)
          : undefined;
      if (!bytes) return errorResponse('not_found', m.notFound);
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': 'image/jpeg',
          'Cache-Control': 'private, max-age=3600',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    const items = lead && (await adminClaims(member, lead.kind, lead.id));
    if (!items) return errorResponse('not_found', m.notFound);
    return Response.json({ items }, { headers: { 'Cache-Control': 'no-store' } });
  },
  { need: 'leads.read', changes: false },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
