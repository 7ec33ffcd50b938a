import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { signInSchema } from '@/features/leads/schemas/staff-query';
import { adminSignIn, adminSignOut } from '@/features/people/server';
import { clearedSessionCookie, secureCookies, sessionSetCookie } from '@/features/people/server';
import { adminRoute } from '@/features/people/server';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

/** Sign in: {email, password} (or {password} alone for the owner) → 204 and the session cookie; 401 wrong; 429 locked out. */
const handlePost = adminRoute(
  async (request: Request) => {
    const read = await readJson(request);
    if (!read.ok) return read.response;
    const parsed = signInSchema.safeParse(read.body);
    if (!parsed.success)
      return errorResponse(
        'validation',
        m.invalidBody,
        fieldErrorsOf(parsed.error) as Record<string, string>,
      );
    const result = await adminSignIn(request.headers, parsed.data);
    if (result.ok) {
      const cookie = sessionSetCookie(
        result.token,
        result.expiresAt,
        secureCookies(request.headers),
      );
      return new Response(null, {
        status: 204,
        headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
      });
    }
    if (result.reason === 'locked')
      return errorResponse('rate_limited', m.locked, undefined, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    return errorResponse('unauthorized', m.wrongPassword);
  },
  { need: 'anyone', changes: true },
);

/** Sign out: ends the session server-side and clears the cookie. */
const handleDelete = adminRoute(
  async (request: Request, _context: unknown, member) => {
    await adminSignOut(member, request.headers);
    return new Response(null, {
      status: 204,
      headers: {
        'Set-Cookie': clearedSessionCookie(secureCookies(request.headers)),
        'Cache-Control': 'no-store',
      },
    });
  },
  { need: 'account.own', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handlePost,
  DELETE: handleDelete,
});
