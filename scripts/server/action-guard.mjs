// Server actions answered before or around Next, so that a client's mistake is not a 500.
// Next refuses an action whose Origin is not the request's host with a 500 ("Invalid Server
// Actions request", action-handler.js), and answers arguments it cannot decode (React's
// decodeReply/decodeAction throwing) with a 500 too. Here the first is refused with 403 before
// Next, by Next's own rule, and the second is answered 400.
import { refusedFormPage, requestLimitMessages } from '../../src/content/request-limits.mjs';

/**
 * A request Next may take for a server action: a fetch action names itself (Next-Action); a
 * browser without JavaScript posts multipart/form-data to the page's own URL.
 * @param {import('node:http').IncomingMessage} req
 */
export function isActionRequest(req) {
  if (req.method !== 'POST') return false;
  if (req.headers['next-action']) return true;
  const path = (req.url ?? '/').split('?')[0];
  return (
    !path.startsWith('/api/') && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
  );
}

/**
 * Next's rule (action-handler.js parseHostHeader): the Origin's host must be the first
 * X-Forwarded-Host, else the Host. The front server has already dropped an X-Forwarded-Host
 * no proxy of ours set (address-server.mjs), so this is the host the browser reached.
 * @param {import('node:http').IncomingMessage} req
 */
export function isCrossOrigin(req) {
  const origin = req.headers.origin;
  // No Origin: a hand-made call, which carries no one's cookies unwillingly; Next lets it by.
  if (origin === undefined) return false;
  const forwarded = String(req.headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    ?.trim();
  const host = forwarded || req.headers.host;
  try {
    return origin === 'null' || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A browser's plain form post gets a page; a script or the site's own fetch, JSON. */
function answer(req, code) {
  const plainForm = !req.headers['next-action'] && /\btext\/html\b/.test(req.headers.accept ?? '');
  if (!plainForm) {
    const message = requestLimitMessages[code === 'forbidden' ? 'crossOrigin' : 'badAction'];
    return { type: 'application/json', body: JSON.stringify({ error: { code, message } }) };
  }
  const page = refusedFormPage;
  const why = code === 'forbidden' ? page.crossOrigin : page.badAction;
  const path = (req.url ?? '/').startsWith('/') && !req.url.startsWith('//') ? req.url : '/';
  const body = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head>
<body><main><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(why)}</p>
<p><a href="${escapeHtml(path)}">${escapeHtml(page.again)}</a></p></main></body></html>
`;
  return { type: 'text/html; charset=utf-8', body };
}

/**
 * Every action of ours answers its own failures with its form's message (and the refusals
 * above come first), so a 500 Next writes for an action request is Next failing to read what
 * was sent: answered 400 instead, in the same words. Next has logged the error already.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function answerUndecodableAs400(req, res) {
  const { writeHead, write, end } = res;
  let replaced = false;
  res.writeHead = function (status, ...rest) {
    if (status !== 500 || replaced || res.headersSent) return writeHead.call(this, status, ...rest);
    replaced = true;
    const { type, body } = answer(req, 'bad_request');
    for (const name of ['content-type', 'content-length', 'content-encoding', 'vary'])
      res.removeHeader(name);
    res.setHeader('cache-control', 'no-store');
    writeHead.call(this, 400, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    end.call(this, body);
    return this;
  };
  res.write = function (...args) {
    return replaced ? true : write.apply(this, args);
  };
  res.end = function (...args) {
    if (!replaced) return end.apply(this, args);
    const callback = args.find((arg) => typeof arg === 'function');
    if (callback) callback();
    return this;
  };
}

/**
 * Wraps a Node request handler: 403 for a server action posted from another origin, 400 for
 * one whose arguments Next cannot read.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @returns {import('node:http').RequestListener}
 */
export function withActionGuard(handler) {
  return (req, res) => {
    if (!isActionRequest(req)) return handler(req, res);
    if (isCrossOrigin(req)) {
      req.resume();
      const { type, body } = answer(req, 'forbidden');
      res.statusCode = 403;
      res.setHeader('cache-control', 'no-store');
      res.setHeader('content-type', type);
      return res.end(body);
    }
    answerUndecodableAs400(req, res);
    return handler(req, res);
  };
}
