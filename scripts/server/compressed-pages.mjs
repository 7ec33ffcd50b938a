// Next compresses every page with gzip at its default level, on every request. A page's HTML is
// the first thing a phone waits for, and half of it is the RSC payload, which brotli packs far
// better: the home page is 27.5 KB in Next's gzip, 20.4 KB in brotli at level 5 (3 ms) and
// 17.6 KB at level 11 (about 0.4 s of CPU, too slow for one request, fine once per version).
// So a browser's page load that accepts br gets brotli: a page Next may cache (it gives an ETag,
// and no `private` or `no-store`) is compressed at the best level once, in the background, and
// kept by its ETag, which Next makes from the page's bytes; until then, and for every page made
// per request (a staff page, /track), level 5 as the page streams. Cache hits cost no
// compression at all. Everything else (RSC requests, assets, API answers, a browser without br)
// is left to Next.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptsEncoding } from './precompressed-static.mjs';

const brotli = promisify(zlib.brotliCompress);

const STREAM_QUALITY = 5;
/** Pages longer than this are streamed every time, never kept. */
const MAX_KEPT_PAGE = 2 * 1024 * 1024;

/** A browser loading a page (not a client-side navigation's RSC request, not an asset). */
function isPageLoad(req) {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return false;
  if (req.headers.rsc !== undefined) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/** Whether Next's answer is a page a shared cache may keep, named by its ETag. */
function keptAs(res) {
  const etag = res.getHeader('etag');
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (res.statusCode !== 200 || !etag || /private|no-store/i.test(cacheControl)) return null;
  return String(etag);
}

/**
 * The pages kept in brotli, by ETag, oldest dropped first past `maxBytes`; one best-level
 * compression at a time, so a burst of new pages does not take the CPU from visitors.
 */
function createPageStore(maxBytes) {
  const kept = new Map();
  const queued = new Map();
  let bytes = 0;
  let queue = Promise.resolve();
  return {
    get: (etag) => kept.get(etag),
    /** Compresses `body` at the best level in the background and keeps it under `etag`. */
    keep(etag, body) {
      if (kept.has(etag) || queued.has(etag)) return;
      const work = queue
        .then(() =>
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        )
        .then((encoded) => {
          kept.set(etag, encoded);
          bytes += encoded.length;
          for (const [oldest, value] of kept) {
            if (bytes <= maxBytes) break;
            kept.delete(oldest);
            bytes -= value.length;
          }
        })
        .catch(() => {})
        .finally(() => queued.delete(etag));
      queued.set(etag, work);
      queue = work;
    },
    /** Resolves once every compression asked for so far is done (for tests). */
    settled: () => queue,
  };
}

/**
 * Wraps a Node request handler as described above.
 * @param {import('node:http').RequestListener} handler
 * @param {{ maxBytes?: number }} [options] what the kept pages may take in memory (16 MiB)
 * @returns {import('node:http').RequestListener & { settled(): Promise<void> }}
 */
export function withCompressedPages(handler, { maxBytes = 16 * 1024 * 1024 } = {}) {
  const store = createPageStore(maxBytes);
  const serve = (req, res) => {
    if (!isPageLoad(req) || !acceptsEncoding(req.headers['accept-encoding'], 'br'))
      return handler(req, res);
    delete req.headers['accept-encoding'];
    intercept(res, store);
    return handler(req, res);
  };
  serve.settled = () => store.settled();
  return serve;
}

function intercept(res, store) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /**
   * null until Next's headers are known; then false (passed through as Next wrote it), `hit`
   * (Next's bytes dropped, the kept brotli sent at the end) or `stream` (compressed at level 5
   * as it comes, a copy kept for the store when the page may be kept).
   */
  let mode = null;
  let etag = null;
  let hit = null;
  let encoder = null;
  let copy = [];
  let copied = 0;

  const decide = () => {
    if (mode !== null) return;
    const type = String(res.getHeader('content-type') ?? '');
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
    if (!type.startsWith('text/html') || !hasBody || res.getHeader('content-encoding')) {
      mode = false;
      return;
    }
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('Content-Encoding', 'br');
    res.removeHeader('content-length');
    etag = keptAs(res);
    hit = etag ? store.get(etag) : undefined;
    if (hit) {
      mode = 'hit';
      res.setHeader('Content-Length', hit.length);
      return;
    }
    mode = 'stream';
    encoder = zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY },
    });
    encoder.on('data', (bytes) => write(bytes));
    if (!etag) copy = null;
  };

  const take = (chunk, encoding) => {
    const bytes = toBuffer(chunk, encoding);
    if (copy) {
      copied += bytes.length;
      if (copied > MAX_KEPT_PAGE) copy = null;
      else copy.push(bytes);
    }
    return bytes;
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
    if (!mode) return write(chunk, encoding, callback);
    const done = typeof (callback ?? encoding) === 'function' ? (callback ?? encoding) : null;
    if (mode === 'stream') {
      encoder.write(take(chunk, encoding));
      // Flushed piece by piece: a page Next streams reaches the browser as it is made.
      encoder.flush();
    }
    if (done) process.nextTick(done);
    return true;
  };

  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    decide();
    if (!mode) return end(chunk, encoding, callback);
    if (mode === 'hit') return end(hit, callback);
    if (chunk) encoder.write(take(chunk, encoding));
    encoder.end();
    encoder.once('end', () => {
      end(callback);
      if (copy) store.keep(etag, Buffer.concat(copy));
    });
    return res;
  };
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
