import { trackPage } from '@/features/tracking/content';
import { claimTexts } from '@/features/claims/content';
import { claimSettings } from '@/features/claims/settings';
import { fileClaim } from '@/features/claims/server';
import { clientAddress } from '@/server/http/client-address';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';
import { trackRefusal } from '@/features/tracking/server';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

/**
 * {reference, contact, description, items: [{label, damage, amountPaise}]} → 201 {id, number}.
 * 404 alike for a wrong reference or contact (the look-up's rate limit too); 409 before the move
 * is delivered or past the notice period (issue 48 point 4).
 */
async function handlePost(request: Request) {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  try {
    const result = await fileClaim(read.body, { clientAddress: clientAddress(request.headers) });
    if (result.ok)
      return Response.json(
        { id: result.id, number: result.number },
        { status: 201, headers: { 'Cache-Control': 'no-store' } },
      );
    if (result.reason === 'not_delivered')
      return errorResponse('conflict', claimTexts.errors.notDelivered);
    if (result.reason === 'past_notice')
      return errorResponse('conflict', claimTexts.errors.pastNotice(claimSettings.noticeDays));
    return trackRefusal(result, trackPage.fixFields);
  } catch (error) {
    console.error('[track] a claim failed:', error);
    return errorResponse('unavailable', trackPage.unavailable);
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
