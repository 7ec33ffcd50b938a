import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string>();

/**
 * An AVIF picture of public/ (`src` as the site serves it, `/media/…`) as a data: URL, to be
 * written into the page itself. For a page's largest paint only: on a slow phone the file,
 * fetched beside the page's scripts, painted 0.1–0.3 s after the text (docs/benchmarks.md); in
 * the HTML it paints with it. Our pages are prerendered, so the file is read at build time.
 */
export function inlinePicture(src: string): string {
  const known = cache.get(src);
  if (known) return known;
  if (!src.startsWith('/') || path.extname(src) !== '.avif')
    throw new Error(`${src}: only an AVIF file of public/ is written into a page`);
  const bytes = fs.readFileSync(path.join(process.cwd(), 'public', src));
  const url = `data:image/avif;base64,${bytes.toString('base64')}`;
  cache.set(src, url);
  return url;
}
