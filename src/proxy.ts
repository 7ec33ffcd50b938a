import { NextResponse, type NextRequest } from 'next/server';
import { adminApiMessages } from '@/features/leads/content/admin-api';
import { ADMIN_SESSION_COOKIE } from '@/features/people';
import { CONTENT_SECURITY_POLICY } from '@/server/http/security-headers.mjs';
import { estimateCarriedRoutes } from '@/features/estimate';
import { defaultLocale } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/localized-paths';
import { localizedNotFoundPath, unknownLocalizedPage } from '@/lib/i18n/localized-pages';

/**
 * A page that shows someone's own data (a staff session's, or the holder of a quotation's or
 * review's key): indexed by no search engine, never named in a Referer to another site
 * (same-origin, not no-referrer: with no-referrer a plain form post sends `Origin: null`, which
 * Next's server-action check rightly refuses), and in a browsing context of its own, so no page
 * of another site that opened it keeps a handle on its window. The public pages, the same for
 * every visitor, go without that isolation: a browser decides on it only when the response
 * arrives and then starts a new renderer, which cost a phone's first visit 100–200 ms
 * (docs/operations.md#security-headers).
 */
function keptToItself(response: NextResponse): NextResponse {
  response.headers.set('Referrer-Policy', 'same-origin');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  return response;
}

/** Staff pages are never framed (no clickjacking of Delete), and kept to themselves. */
function guarded(response: NextResponse): NextResponse {
  response.headers.set('X-Frame-Options', 'DENY');
  // The site-wide policy (the front server sets it too; a header set here replaces its copy).
  response.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  return keptToItself(response);
}

/**
 * A customer's quotation (/q/{token}): the token in its address is their only key, so the page
 * is kept by no proxy or shared cache, and kept to itself.
 */
function privatePage(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store');
  return keptToItself(response);
}

/**
 * The first of three checks (then the admin layout, then every admin server function): a
 * quick look for the session cookie, without the database. No cookie → the sign-in page
 * (remembering where staff were going) or, for the API, 401. A cookie is checked for real
 * further in, where a forged or ended one is refused too.
 */
export function proxy(request: NextRequest) {
  const carried = estimateCarriedRoutes[request.nextUrl.pathname];
  if (carried !== undefined) {
    if (!request.nextUrl.searchParams.has('size')) return NextResponse.next();
    const target = request.nextUrl.clone();
    target.pathname = carried;
    return NextResponse.rewrite(target);
  }
  // An address under /hi or /or naming no page: the 404 in that language, inside its root layout.
  // Next would answer it with the English global-not-found, the only document it writes for an
  // unknown address (a notFound() in a catch-all gives an empty one: docs/architecture.md).
  const unknownIn = unknownLocalizedPage(request.nextUrl.pathname);
  if (unknownIn !== undefined) {
    const target = request.nextUrl.clone();
    target.pathname = localizedNotFoundPath(unknownIn);
    // The page it shows is static, which Next would send with a year's s-maxage: a cache in
    // front would keep a mistyped address's 404 past the deploy that gives it a page. As the
    // English 404, it is not kept.
    return NextResponse.rewrite(target, {
      status: 404,
      headers: { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
    });
  }
  // A review link (/review/{token}) is a key too, like a quotation's.
  // A document's verification link (/verify/{code}) too: its code is the paper's.
  // The Hindi and Odia review pages too (/hi/review/…, /or/review/…).
  const { locale, path: unprefixed } = splitLocale(request.nextUrl.pathname);
  if (['/q/', '/review/', '/verify/'].some((p) => unprefixed.startsWith(p)))
    return privatePage(NextResponse.next());
  // A page of theirs: nothing else here concerns them (no staff page lives under /hi or /or).
  if (locale !== defaultLocale) return NextResponse.next();
  if (request.cookies.get(ADMIN_SESSION_COOKIE)?.value) return guarded(NextResponse.next());
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith('/api/admin')) {
    // Signing in and setting a password through an invite link are the calls with no session.
    if (
      (pathname === '/api/admin/session' || pathname === '/api/admin/invite') &&
      request.method === 'POST'
    )
      return guarded(NextResponse.next());
    return guarded(
      NextResponse.json(
        { error: { code: 'unauthorized', message: adminApiMessages.unauthorized } },
        { status: 401, headers: { 'Cache-Control': 'no-store' } },
      ),
    );
  }
  if (pathname === '/admin/sign-in' || pathname.startsWith('/admin/invite/'))
    return guarded(NextResponse.next());
  const signIn = new URL('/admin/sign-in', request.url);
  if (pathname !== '/admin' || search) signIn.searchParams.set('next', pathname + search);
  return guarded(NextResponse.redirect(signIn));
}

export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    // Not the crew's photo and signature uploads: the proxy would buffer only the first
    // proxyClientMaxBodySize (32 KiB) of their bodies and hand the route the rest cut off.
    // Their route checks the session itself (adminRoute), as every /api/admin route does.
    '/api/admin/((?!leads/bookings/[^/]+/(?:photos|signatures)$).*)',
    '/booking',
    '/quote',
    // Every Hindi and Odia address, for the 404 in its language: only pages live there (no file
    // or API), so the cost is one in-process call on a page's request (docs/architecture.md).
    '/hi/:path*',
    '/or/:path*',
    '/q/:path*',
    '/review/:path*',
    '/verify/:path*',
  ],
};
