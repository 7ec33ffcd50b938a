import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { inviteSchema } from '@/features/leads/schemas/staff-query';
import { adminAcceptInvite } from '@/features/people/server';
import { secureCookies, sessionSetCookie } from '@/features/people/server';
import { adminRoute } from '@/features/people/server';
import { inviteAttemptAllowed, inviteAttemptSucceeded } from '@/features/people/server';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

/** {token, password ≥ 12} → 204 + session cookie; 410 for a used, expired or unknown link. */
const handlePost = adminRoute(
  async (request: Request) => {
    const allowed = await inviteAttemptAllowed(request.headers);
    if (!allowed.allowed)
      return errorResponse('rate_limited', m.locked, undefined, {
        'Retry-After': String(allowed.retryAfterSeconds),
      });
    const body = await parseBody(request, inviteSchema);
    if (!body.ok) return body.response;
    const result = await adminAcceptInvite(body.data.token, body.data.password);
    if (!result.ok) return errorResponse('gone', m.gone);
    await inviteAttemptSucceeded(request.headers);
    return new Response(null, {
      status: 204,
      headers: {
        'Set-Cookie': sessionSetCookie(
          result.token,
          result.expiresAt,
          secureCookies(request.headers),
        ),
        'Cache-Control': 'no-store',
      },
    });
  },
  { need: 'anyone', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
