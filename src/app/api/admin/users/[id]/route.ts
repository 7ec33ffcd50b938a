import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { userFormTexts } from '@/features/people/content';
import { userChangeSchema, userIdSchema } from '@/features/leads/schemas/staff-query';
import { adminUpdateUser } from '@/features/people/server';
import { adminRoute } from '@/features/people/server';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

interface Context {
  params: Promise<{ id: string }>;
}

/** Owner only: any of {role, disabled, resetPassword:true} → 200 the person (+ inviteUrl on a reset). */
const handlePatch = adminRoute(
  async (request: Request, context: Context, member) => {
    const id = userIdSchema.safeParse((await context.params).id);
    if (!id.success) return errorResponse('not_found', userFormTexts.notFound);
    const body = await parseBody(request, userChangeSchema);
    if (!body.ok) return body.response;
    const result = await adminUpdateUser(member, id.data, body.data);
    if (!result.ok && result.reason === 'not_found')
      return errorResponse('not_found', userFormTexts.notFound);
    if (!result.ok)
      return errorResponse('validation', m.invalidBody, { form: userFormTexts.lastOwner });
    return Response.json(
      { ...result.user, ...(result.inviteUrl ? { inviteUrl: result.inviteUrl } : {}) },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
  { need: 'people.manage', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ PATCH: handlePatch });
