// Bounds a request before Next reads it. Next buffers a server action up to its
// bodySizeLimit and the proxy's body up to proxyClientMaxBodySize before anything can say no,
// and answers a form over the limit with a 500; here a body declared too large is refused at
// once with 413, without reading it.
import { requestLimitMessages, tooLargePage } from '../../src/content/request-limits.mjs';
import { crewUploadLimit } from '../../src/features/move-day/body-limits.mjs';
import { claimUploadLimit } from '../../src/features/claims/body-limits.mjs';

/** Server actions and posts to pages (next.config serverActions.bodySizeLimit says the same). */
export const ACTION_BODY_LIMIT = 32 * 1024;
/** Anything under /admin and /api/admin (next.config proxyClientMaxBodySize is no lower). */
export const STAFF_BODY_LIMIT = 16 * 1024;

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {number | undefined}
 */
export function bodyLimitOf(req) {
  const path = (req.url ?? '/').split('?')[0];
  // The crew's photos and signatures (src/features/move-day/body-limits.mjs).
  // A customer's claim with its photos from /track (src/features/claims/body-limits.mjs).
  const upload = crewUploadLimit(path) ?? claimUploadLimit(path);
  if (upload !== undefined) return upload;
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/admin'))
    return STAFF_BODY_LIMIT;
  // A browser without JavaScript posts a form's server action to the page's own URL with no
  // Next-Action header (the action is named by $ACTION_ fields inside the body), so any body
  // sent to a page is an action's. The API's routes bound what they read themselves
  // (src/server/http/read-json.ts).
  if (req.headers['next-action'] || !path.startsWith('/api/')) return ACTION_BODY_LIMIT;
  return undefined;
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain form post (no Next-Action header) from a browser gets a page, not JSON. */
function wantsPage(req) {
  return !req.headers['next-action'] && /\btext\/html\b/.test(req.headers.accept ?? '');
}

function tooLargeHtml(req, kib) {
  const path = (req.url ?? '/').startsWith('/') && !req.url.startsWith('//') ? req.url : '/';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(tooLargePage.title)}</title></head>
<body><main><h1>${escapeHtml(tooLargePage.heading)}</h1>
<p>${escapeHtml(tooLargePage.body(kib))}</p>
<p>${escapeHtml(tooLargePage.keepTyped)}</p>
<p><a href="${escapeHtml(path)}">${escapeHtml(tooLargePage.again)}</a></p></main></body></html>
`;
}

function refuse(req, res, status, code, message, page) {
  // Read and drop what the client still sends, so it gets to read the answer instead of a reset
  // connection; server.requestTimeout bounds how long that may take.
  req.resume();
  res.statusCode = status;
  res.setHeader('cache-control', 'no-store');
  if (page) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.end(page);
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ error: { code, message } }));
}

/**
 * A browser sends a server action as multipart/form-data (a form with fields) or as text/plain
 * JSON (React's encoding when there is nothing to put in a multipart body, e.g. the sign-out
 * form). Any other encoding can only be hand-made; Next would hand it to an action that cannot
 * use it and answer 500. Refused here with 400 instead. (Wrong arguments inside an allowed
 * encoding reach the action, which reads them as an empty form: src/server/http/as-form.ts.)
 * @param {import('node:http').IncomingMessage} req
 * @returns {boolean}
 */
export function isMalformedAction(req) {
  if (!req.headers['next-action'] || req.method !== 'POST') return false;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  return !type.startsWith('multipart/form-data') && !type.startsWith('text/plain');
}

/**
 * Wraps a Node request handler: 413 for a declared body over the path's limit (a page for a
 * browser's plain form post, else JSON), 411 for a bounded body sent without a length (no
 * browser sends a form chunked), 400 for a server-action call no page of ours makes.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @returns {import('node:http').RequestListener}
 */
export function withRequestLimits(handler) {
  return (req, res) => {
    const limit = bodyLimitOf(req);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    if (limit !== undefined && hasBody) {
      const declared = req.headers['content-length'];
      if (declared === undefined && req.headers['transfer-encoding'])
        return refuse(req, res, 411, 'length_required', requestLimitMessages.lengthRequired);
      if (Number(declared ?? 0) > limit) {
        const kib = limit / 1024;
        const page = wantsPage(req) ? tooLargeHtml(req, kib) : undefined;
        const message = requestLimitMessages.tooLarge(kib);
        return refuse(req, res, 413, 'payload_too_large', message, page);
      }
    }
    if (isMalformedAction(req))
      return refuse(req, res, 400, 'bad_request', requestLimitMessages.badAction);
    return handler(req, res);
  };
}
