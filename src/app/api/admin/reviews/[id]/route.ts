import { reviewTexts } from '@/features/reviews/content';
import { reviewModerationSchema } from '@/features/reviews/schema';
import { adminModerateReview } from '@/features/reviews/server';
import { adminRoute } from '@/features/people/server';
import { apiRoute } from '@/server/http/methods';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';

type Context = { params: Promise<{ id: string }> };

/** {hidden?, reason?, reply?} → 200 {id}: hide with a reason, publish again, answer in public. */
const handlePatch = adminRoute(
  async (request: Request, context: Context, member) => {
    const { id } = await context.params;
    const body = await parseBody(request, reviewModerationSchema);
    if (!body.ok) return body.response;
    if (!(await adminModerateReview(member, id, body.data)))
      return errorResponse('not_found', reviewTexts.staff.notFound);
    return Response.json({ id }, { headers: { 'Cache-Control': 'no-store' } });
  },
  { need: 'reviews.moderate', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ PATCH: handlePatch });
