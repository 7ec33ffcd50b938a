import 'server-only';
import { adminApiMessages as m } from '@/content/admin';
import { ForbiddenError, NotSignedInError, requireAdmin, requireOwner } from '@/server/admin/guard';
import { errorResponse } from './responses';

/**
 * A cookie-authenticated change must come from our own pages: a browser sends Origin (and
 * Sec-Fetch-Site) with every POST/PATCH/DELETE, and another site's page cannot fake them.
 * Scripts (curl) send neither and are let through; they hold the cookie themselves.
 */
export function isCrossOrigin(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

type Handler<Ctx> = (request: Request, context: Ctx) => Promise<Response>;

/**
 * Wraps an /api/admin handler: first the session (401 without one, 403 for a staff member on
 * an owner-only route), so a caller without a session learns nothing from a 400 about its
 * query or body; then it refuses cross-site changes (403). Errors the admin server functions
 * throw map the same way (they check the session again, whoever calls them), and a store
 * failure is 503 (logged, no stack trace). `need: 'anyone'` is for signing in and invites.
 */
export function adminRoute<Ctx>(
  handler: Handler<Ctx>,
  options: { changes: boolean; need: 'anyone' | 'staff' | 'owner' },
): Handler<Ctx> {
  return async (request, context) => {
    try {
      if (options.need === 'owner') await requireOwner(request.headers);
      else if (options.need === 'staff') await requireAdmin(request.headers);
      if (options.changes && isCrossOrigin(request))
        return errorResponse('forbidden', m.crossOrigin);
      return await handler(request, context);
    } catch (error) {
      if (error instanceof NotSignedInError) return errorResponse('unauthorized', m.unauthorized);
      if (error instanceof ForbiddenError) return errorResponse('forbidden', m.forbidden);
      console.error(`[admin] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return errorResponse('unavailable', m.unavailable);
    }
  };
}
