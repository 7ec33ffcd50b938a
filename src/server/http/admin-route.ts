import 'server-only';
import { adminApiMessages as m } from '@/content/admin';
import { ForbiddenError, NotSignedInError } from '@/server/admin/guard';
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
 * Wraps an /api/admin handler: refuses cross-site changes (403), answers 401 when the
 * admin server functions it calls find no session, 403 when they are owner-only and the
 * caller is staff, and 503 (logged, no stack trace) when
 * the store fails. The session check itself lives in those server functions.
 */
export function adminRoute<Ctx>(
  handler: Handler<Ctx>,
  options: { changes: boolean },
): Handler<Ctx> {
  return async (request, context) => {
    if (options.changes && isCrossOrigin(request)) return errorResponse('forbidden', m.crossOrigin);
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof NotSignedInError) return errorResponse('unauthorized', m.unauthorized);
      if (error instanceof ForbiddenError) return errorResponse('forbidden', m.forbidden);
      console.error(`[admin] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return errorResponse('unavailable', m.unavailable);
    }
  };
}
