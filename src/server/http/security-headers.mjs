// The security headers of every response (pages, API, static files, errors), set by the front
// server (scripts/server/server.mjs) before Next answers, so nothing can leave without them.
// Why scripts are allowed inline (not by nonce or hash): docs/architecture.md#security-headers.

/** The Content-Security-Policy; src/proxy.ts sends the same one on staff pages. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Next's inline bootstrap (self.__next_f.push) differs per page and per build: a nonce would
  // make every marketing page dynamic; see the docs for the measured cost.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * @param {string} [siteUrl]
 * @returns {Record<string, string>}
 */
export function securityHeaders(siteUrl = '') {
  const https = siteUrl.trim().toLowerCase().startsWith('https://');
  return {
    'Content-Security-Policy':
      CONTENT_SECURITY_POLICY + (https ? '; upgrade-insecure-requests' : ''),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    // Only when the site is served over https: HSTS on plain http would be ignored or, behind a
    // misconfigured proxy, lock visitors out.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The crew's job sheet (/admin/moves/{id}) may ask the phone where it is, for the place of each
 * step (issue 47). Allowed on the whole staff area, not the sheet alone: a document keeps the
 * policy it was loaded with through client-side navigations (sign-in → My moves → the sheet),
 * and only the sheet's code asks. Public pages may not; frames never (self only).
 */
export const CREW_SHEET_PERMISSIONS =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';

/** @param {string | undefined} url */
const isCrewSheet = (url) => /^\/admin(?:[/?#]|$)/.test(url ?? '');

/**
 * Wraps a Node request handler: every response starts with the security headers.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @param {string} [siteUrl]
 * @returns {import('node:http').RequestListener}
 */
export function withSecurityHeaders(handler, siteUrl) {
  const headers = Object.entries(securityHeaders(siteUrl));
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (isCrewSheet(req.url)) res.setHeader('Permissions-Policy', CREW_SHEET_PERMISSIONS);
    return handler(req, res);
  };
}
