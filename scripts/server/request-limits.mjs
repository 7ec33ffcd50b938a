// Bounds a request before Next reads it. Next buffers a server action up to its
// bodySizeLimit and the proxy's body up to proxyClientMaxBodySize before anything can say no;
// here a body declared too large is refused at once with 413, without reading it.

/** Server actions (next.config serverActions.bodySizeLimit says the same). */
export const ACTION_BODY_LIMIT = 32 * 1024;
/** Anything under /admin and /api/admin (next.config proxyClientMaxBodySize says the same). */
export const STAFF_BODY_LIMIT = 16 * 1024;

export function bodyLimitOf(req) {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/admin'))
    return STAFF_BODY_LIMIT;
  if (req.headers['next-action']) return ACTION_BODY_LIMIT;
  return undefined;
}

function refuse(req, res, status, code, message) {
  // Read and drop what the client still sends, so it gets to read the answer instead of a reset
  // connection; server.requestTimeout bounds how long that may take.
  req.resume();
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify({ error: { code, message } }));
}

/**
 * A browser sends a server action as multipart/form-data (a form with fields) or as text/plain
 * JSON (React's encoding when there is nothing to put in a multipart body, e.g. the sign-out
 * form). Any other encoding can only be hand-made; Next would hand it to an action that cannot
 * use it and answer 500. Refused here with 400 instead. (Wrong arguments inside an allowed
 * encoding reach the action, which reads them as an empty form: src/server/http/as-form.ts.)
 */
export function isMalformedAction(req) {
  if (!req.headers['next-action'] || req.method !== 'POST') return false;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  return !type.startsWith('multipart/form-data') && !type.startsWith('text/plain');
}

/**
 * Wraps a Node request handler: 413 for a declared body over the path's limit, 411 for none,
 * 400 for a server-action call no page of ours makes.
 */
export function withRequestLimits(handler) {
  return (req, res) => {
    const limit = bodyLimitOf(req);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    if (limit !== undefined && hasBody) {
      const declared = req.headers['content-length'];
      if (declared === undefined && req.headers['transfer-encoding'])
        return refuse(req, res, 411, 'length_required', 'Send this request with a Content-Length.');
      if (Number(declared ?? 0) > limit)
        return refuse(
          req,
          res,
          413,
          'payload_too_large',
          `The request body is larger than ${limit / 1024} KiB.`,
        );
    }
    if (isMalformedAction(req))
      return refuse(req, res, 400, 'bad_request', 'This form call is not one our pages make.');
    return handler(req, res);
  };
}
