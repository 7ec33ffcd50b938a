// A page of the App Router cannot choose its HTTP status beyond notFound()'s 404: the
// quotation page at too many tries answered 200 with its "Too many tries" text, while the API
// answered 429. A page that refuses marks its root element with data-http-status (429, 503),
// and this sets that status from the first chunk of the HTML, which Next writes together with
// the headers (pipe-readable.js flushes them just before it), so the page is shown as it is.
const MARK = /<[^>]+\sdata-http-status="(429|503)"/;

/** A browser loading a page (not an RSC request, not an asset, not the API). */
function isPageLoad(req) {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || req.headers.rsc !== undefined)
    return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @returns {import('node:http').RequestListener}
 */
export function withPageStatus(handler) {
  return (req, res) => {
    if (!isPageLoad(req)) return handler(req, res);
    const { write, end, flushHeaders, writeHead } = res;
    let looked = false;
    /** A writeHead Next made before its first chunk: held until the chunk is seen. */
    let held;
    const look = (chunk) => {
      if (looked) return;
      looked = true;
      const text = !chunk || typeof chunk === 'function' ? '' : String(chunk);
      const found = res.statusCode === 200 || held?.[0] === 200 ? MARK.exec(text) : null;
      if (found) res.statusCode = Number(found[1]);
      if (held) writeHead.call(res, found ? Number(found[1]) : held[0], ...held.slice(1));
    };
    // Held until the first chunk, which comes right after: the status may still change.
    res.writeHead = function (...args) {
      if (looked || res.headersSent) return writeHead.apply(this, args);
      held = args;
      return this;
    };
    res.flushHeaders = function () {
      if (looked) flushHeaders.call(this);
    };
    res.write = function (chunk, ...rest) {
      look(chunk);
      return write.call(this, chunk, ...rest);
    };
    res.end = function (chunk, ...rest) {
      look(chunk);
      return end.call(this, chunk, ...rest);
    };
    return handler(req, res);
  };
}
