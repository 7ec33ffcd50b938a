import { trackPage } from '@/features/tracking/content';
import { ownInventoryTexts } from '@/features/survey/content/survey';
import { clientAddress } from '@/server/http/client-address';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';
import { trackRefusal } from '@/features/tracking/server';
import { saveOwnInventory } from '@/features/tracking/server';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

/**
 * {reference, contact, rooms} → the customer's own survey, saved: 200 {rooms, totalCft,
 * vehicle, crew, updatedAt, updatedBy: 'customer'}. 404 alike for a wrong reference or
 * contact, and the look-up's rate limit.
 */
async function handlePut(request: Request) {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  try {
    const result = await saveOwnInventory(read.body, {
      clientAddress: clientAddress(request.headers),
    });
    if (result.ok)
      return Response.json(result.inventory, { headers: { 'Cache-Control': 'no-store' } });
    if (result.reason === 'closed') return errorResponse('conflict', ownInventoryTexts.closed);
    return trackRefusal(result, ownInventoryTexts.fixFields);
  } catch (error) {
    console.error('[track] a survey save failed:', error);
    return errorResponse('unavailable', trackPage.unavailable);
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ PUT: handlePut });
