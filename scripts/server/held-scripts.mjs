// Next puts its scripts in the page as `<script src="/_next/static/chunks/…" async>`: each runs
// the moment it arrives, and on a fast connection that is often before the browser has painted
// anything, so evaluating React and the router (≈ 0.4 s on a mid-range phone) stands between
// the visitor and the first paint. Here, for a browser's page load, those tags become inert
// `<template data-held-src>` placeholders (Next's own low-priority preload of its main chunk is
// dropped), and one small loader adds them back as scripts once the document is parsed and has
// been painted. The page's content does not need them: everything is rendered by the server;
// the scripts only make it interactive.
//
// Why not download them at once and only run them later (a low-priority preload)? On a phone's
// 4G link the ≈ 130 KiB of script then shares the connection with the page's own image and
// styles, and every measure of the largest paint (Lighthouse's included: it counts each request
// that finished before that paint) waits for it. Fetched after the first paint, the scripts
// cost the content nothing; the page becomes interactive one download later, and until then
// links are plain links and forms post without JavaScript (docs/architecture.md).
//
// So `load` no longer means "the scripts have run" (on a page with nothing else to fetch it comes
// first); the loader's `held-scripts-ran` mark says that instead.
//
// Next answers such requests uncompressed (Accept-Encoding is withheld from it) and the rewritten
// stream is compressed here, flushed chunk by chunk so a streamed page keeps streaming.
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { acceptsEncoding } from './precompressed-static.mjs';

const HELD_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
/** React's preload of the main chunk, which would fetch it before the first paint. */
const EARLY_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;

/**
 * The loader: once the document is parsed (DOMContentLoaded), its next frame has been drawn and
 * the browser has reported the first contentful paint (or 1 s has passed: a page opened in a
 * background tab never reports one), every held script is added in document order. Two marks
 * tell when, to tests and to anyone reading a trace: `held-scripts-added`, then
 * `held-scripts-ran` once every one has run (what `load` used to promise). Inline on purpose: a
 * file would be one more request before anything runs; the site's policy allows inline scripts
 * already (docs/architecture.md#security-headers). Sent as this function's own source text.
 */
function releaseHeldScripts() {
  const release = () => {
    performance.mark('held-scripts-added');
    const held = document.querySelectorAll('template[data-held-src]');
    let waiting = held.length;
    const ran = () => --waiting === 0 && performance.mark('held-scripts-ran');
    for (const placeholder of held) {
      const script = document.createElement('script');
      script.src = placeholder.dataset.heldSrc;
      // As an attribute: React and Next look scripts up by `script[async][src="…"]` and would
      // otherwise add a second copy of a chunk that is already here.
      script.async = true;
      script.onload = script.onerror = ran;
      document.head.append(script);
    }
  };
  const afterFirstPaint = () => {
    let released = false;
    const once = () => {
      if (released) return;
      released = true;
      setTimeout(release);
    };
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted()) return once();
    try {
      new PerformanceObserver(() => painted() && once()).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the timer below decides.
    }
    setTimeout(once, 1000);
  };
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(afterFirstPaint), {
    once: true,
  });
}

export const LOADER = `<script>(${releaseHeldScripts})()</script>`;

// A template: inert, fetches nothing, and allowed in the head and in the body alike.
const placeholderOf = (src) => `<template data-held-src="${src}"></template>`;

/**
 * Rewrites HTML arriving in pieces: every held script tag becomes a placeholder, and the loader
 * goes before the first of them; React's early preload of the main chunk goes. A tag cut between
 * two pieces waits for the next piece.
 */
export function createHtmlRewriter() {
  let carry = '';
  let loaderPlaced = false;
  const rewrite = (text) =>
    text.replace(EARLY_PRELOAD, '').replace(HELD_SCRIPT, (_tag, src) => {
      const placeholder = placeholderOf(src);
      if (loaderPlaced) return placeholder;
      loaderPlaced = true;
      return LOADER + placeholder;
    });
  return {
    /** The part of `piece` (with what was carried) that can be sent now. */
    push(piece) {
      const text = carry + piece;
      // Hold back an unfinished tag, and a script whose closing tag has not arrived yet.
      const openTag = text.lastIndexOf('<');
      const cut = Math.min(
        openTag !== -1 && text.indexOf('>', openTag) === -1 ? openTag : text.length,
        cutAtOpenScript(text),
      );
      carry = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    /** Whatever was still carried, at the end of the response. */
    end() {
      const rest = rewrite(carry);
      carry = '';
      return rest;
    },
  };
}

function cutAtOpenScript(text) {
  const open = text.lastIndexOf('<script');
  if (open === -1) return text.length;
  return text.indexOf('</script>', open) === -1 ? open : text.length;
}

/** A browser loading a page (not a client-side navigation's RSC request, not an asset). */
export function isPageLoad(req) {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return false;
  if (req.headers.rsc !== undefined) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

function encoderFor(acceptEncoding) {
  if (acceptsEncoding(acceptEncoding, 'br'))
    return {
      name: 'br',
      stream: zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      }),
    };
  if (acceptsEncoding(acceptEncoding, 'gzip'))
    return { name: 'gzip', stream: zlib.createGzip({ level: 6 }) };
  return null;
}

/**
 * Wraps a Node request handler: HTML answers to page loads get the rewrite above. Everything
 * else passes through untouched.
 */
export function withHeldScripts(handler) {
  return (req, res) => {
    if (!isPageLoad(req)) return handler(req, res);
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    delete req.headers['accept-encoding'];
    interceptHtml(res, acceptEncoding);
    return handler(req, res);
  };
}

function interceptHtml(res, acceptEncoding) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** null until decided; then false (pass through) or the rewriting state. */
  let state = null;

  const decide = () => {
    if (state !== null) return;
    const type = String(res.getHeader('content-type') ?? '');
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
    if (!type.startsWith('text/html') || !hasBody || res.getHeader('content-encoding')) {
      state = false;
      return;
    }
    const encoder = encoderFor(acceptEncoding);
    res.removeHeader('content-length');
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (encoder) {
      res.setHeader('Content-Encoding', encoder.name);
      encoder.stream.on('data', (bytes) => write(bytes));
    }
    state = { rewriter: createHtmlRewriter(), decoder: new StringDecoder('utf8'), encoder };
  };

  /** Sends a rewritten piece now: flushed through the encoder, so a streamed page streams. */
  const send = (text) => {
    const { encoder } = state;
    if (!encoder) return text ? write(text) : true;
    if (text) encoder.stream.write(text);
    encoder.stream.flush();
    return true;
  };

  res.writeHead = (statusCode, ...rest) => {
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = statusCode;
    decide();
    const message = rest.find((arg) => typeof arg === 'string');
    return message === undefined ? writeHead(statusCode) : writeHead(statusCode, message);
  };

  res.write = (chunk, encoding, callback) => {
    decide();
    if (!state) return write(chunk, encoding, callback);
    const text = state.decoder.write(toBuffer(chunk, encoding));
    const done = send(state.rewriter.push(text));
    if (typeof (callback ?? encoding) === 'function') process.nextTick(callback ?? encoding);
    return done;
  };

  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    decide();
    if (!state) return end(chunk, encoding, callback);
    const tail =
      (chunk ? state.decoder.write(toBuffer(chunk, encoding)) : '') + state.decoder.end();
    const text = state.rewriter.push(tail) + state.rewriter.end();
    if (!state.encoder) return end(text, callback);
    state.encoder.stream.end(text);
    state.encoder.stream.once('end', () => end(callback));
    return res;
  };
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
