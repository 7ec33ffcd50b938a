import { reviewLimits } from '@/features/reviews/content';
import { clientAddress } from '@/server/http/client-address';
import { apiRoute } from '@/server/http/methods';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';
import { readPublishedReviews } from '@/features/reviews/server';
import { submitReview } from '@/features/reviews/server';

export const dynamic = 'force-dynamic';

const one = (value: string | null) =>
  value && /^[a-z0-9-]{1,60}$/.test(value) ? value : undefined;

/** ?service=&city=&page= → published reviews, newest first, with their average and count. */
async function handleGet(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? '1');
  if (!Number.isSafeInteger(page) || page < 1 || page > 10_000)
    return errorResponse('validation', 'The page must be a whole number from 1.', {
      page: 'Use 1 or more.',
    });
  try {
    const found = await readPublishedReviews(
      { service: one(params.get('service')), city: one(params.get('city')) },
      page,
      reviewLimits.pageSize,
    );
    const { items, average, count } = found;
    return Response.json(
      {
        items: items.map((item) => ({
          rating: item.rating,
          text: item.text,
          name: item.name,
          month: item.month,
          from: item.from,
          to: item.to,
          service: item.service,
          reply: item.reply,
        })),
        average,
        count,
        page,
        pageSize: reviewLimits.pageSize,
      },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    );
  } catch (error) {
    console.error('[reviews] reading reviews failed:', error);
    return errorResponse('unavailable', 'Reviews cannot be read just now.');
  }
}

/** {token, rating, text?, showName} → 201 {id}; 410 a used or expired link; 404 an unknown one. */
async function handlePost(request: Request) {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  try {
    const result = await submitReview(read.body, clientAddress(request.headers));
    if (result.ok)
      return Response.json(
        { id: result.id },
        { status: 201, headers: { 'Cache-Control': 'no-store' } },
      );
    if (result.reason === 'validation')
      return errorResponse(
        'validation',
        'Some fields need attention.',
        result.fieldErrors as Record<string, string>,
      );
    if (result.reason === 'rate_limited')
      return errorResponse(
        'rate_limited',
        `Too many requests from your address. Please try again in ${result.retryAfterSeconds} seconds.`,
        undefined,
        { 'Retry-After': String(result.retryAfterSeconds) },
      );
    if (result.reason === 'gone')
      return errorResponse(
        'gone',
        result.why === 'used'
          ? 'This review link was already used.'
          : 'This review link has expired.',
      );
    return errorResponse('not_found', 'No review can be written with this link.');
  } catch (error) {
    console.error('[reviews] saving a review failed:', error);
    return errorResponse(
      'unavailable',
      'Your review could not be saved just now. Please try again.',
    );
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
