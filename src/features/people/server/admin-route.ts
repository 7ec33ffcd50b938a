import 'server-only';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import type { Right } from '@/features/people/rights';
import { siteUrl } from '@/env';
import {
  ForbiddenError,
  need,
  NotSignedInError,
  staffOf,
  type StaffMember,
} from '@/features/people/server/guard';
import { errorResponse } from '@/server/http/responses';

/**
 * A cookie-authenticated change must come from our own pages: a browser sends Origin (and
 * Sec-Fetch-Site) with every POST/PATCH/DELETE, and another site's page cannot fake them.
 * Scripts (curl) send neither and are let through; they hold the cookie themselves. Our own
 * origin is SITE_URL's or the Host the browser connected to; never X-Forwarded-Host, which
 * the sender of a request may write.
 */
export function isCrossOrigin(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    const host = new URL(origin).host;
    return host !== new URL(siteUrl()).host && host !== request.headers.get('host');
  } catch {
    return true;
  }
}

type Handler<Ctx, Member> = (request: Request, context: Ctx, member: Member) => Promise<Response>;
type RouteHandler<Ctx> = (request: Request, context: Ctx) => Promise<Response>;
type Need = 'anyone' | Right;

/**
 * Wraps an /api/admin handler: first the session, looked up once for the whole request (401
 * without one, 403 when the member's role lacks the route's right in lib/admin/rights.ts), so a caller without a session
 * learns nothing from a 400 about its query or body; then it refuses cross-site changes (403).
 * The handler gets the signed-in member and hands it to the admin server functions, which
 * check its role again without another query. Their refusals map the same way, and a store
 * failure is 503 (logged, no stack trace). `need: 'anyone'` is for signing in and invites.
 */
export function adminRoute<Ctx>(
  handler: Handler<Ctx, StaffMember>,
  options: { changes: boolean; need: Right },
): RouteHandler<Ctx>;
export function adminRoute<Ctx>(
  handler: Handler<Ctx, undefined>,
  options: { changes: boolean; need: 'anyone' },
): RouteHandler<Ctx>;
export function adminRoute<Ctx>(
  handler: Handler<Ctx, StaffMember> | Handler<Ctx, undefined>,
  options: { changes: boolean; need: Need },
): RouteHandler<Ctx> {
  return async (request, context) => {
    try {
      let member: StaffMember | undefined;
      if (options.need !== 'anyone') {
        member = await staffOf(request.headers);
        await need(member, options.need);
      }
      if (options.changes && isCrossOrigin(request))
        return errorResponse('forbidden', m.crossOrigin);
      // The overloads pair a member with a right, undefined with 'anyone'.
      return await (handler as Handler<Ctx, StaffMember | undefined>)(request, context, member);
    } catch (error) {
      if (error instanceof NotSignedInError) return errorResponse('unauthorized', m.unauthorized);
      if (error instanceof ForbiddenError) return errorResponse('forbidden', m.forbidden);
      console.error(`[admin] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return errorResponse('unavailable', m.unavailable);
    }
  };
}
