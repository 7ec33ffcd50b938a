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
 * Every server action of this app takes the FormData of a <form>, which the browser sends as
 * multipart/form-data. A call in another encoding (React sends plain arguments as text/plain
 * JSON) can only be hand-made; Next would hand its arguments to an action that cannot use them
 * and answer 500. Refused here with 400 instead.
 */
export function isMalformedAction(req) {
  if (!req.headers['next-action'] || req.method !== 'POST') return false;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  return !type.startsWith('multipart/form-data');
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
