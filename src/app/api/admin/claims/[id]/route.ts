import { claimTexts } from '@/features/claims/content';
import { claimUpdateSchema } from '@/features/claims/schema';
import { adminUpdateClaim } from '@/features/claims/server';
import { adminRoute } from '@/features/people/server';
import { apiRoute } from '@/server/http/methods';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';

type Context = { params: Promise<{ id: string }> };

/**
 * {status, settledPaise?, note?, payout?: 'refund' | 'deduction'} → 200 the claim. Settling
 * records the refund entry (or the deduction) in the same transaction; a claim settled or
 * rejected already, or moved by someone else meanwhile, is 409.
 */
const handlePatch = adminRoute(
  async (request: Request, context: Context, member) => {
    const { id } = await context.params;
    const body = await parseBody(request, claimUpdateSchema);
    if (!body.ok) return body.response;
    const result = await adminUpdateClaim(member, id, body.data);
    if (result.ok) return Response.json(result.claim, { headers: { 'Cache-Control': 'no-store' } });
    if (result.reason === 'not_found')
      return errorResponse('not_found', claimTexts.errors.notFound);
    return errorResponse('conflict', result.message);
  },
  { need: 'claims.settle', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ PATCH: handlePatch });
