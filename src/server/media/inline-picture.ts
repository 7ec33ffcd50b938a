import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * An AVIF picture of public/ (`src` as the site serves it, `/media/…`) as a data: URL, to be
 * written into the page itself. For a page's largest paint only: on a slow phone the file,
 * fetched beside the page's scripts, painted 0.1–0.3 s after the text (docs/benchmarks.md); in
 * the HTML it paints with it. Read when the page is rendered: at build, then at each of its
 * revalidations (a few KB, once an hour at most).
 */
export function inlinePicture(src: string): string {
  if (!src.startsWith('/') || path.extname(src) !== '.avif')
    throw new Error(`${src}: only an AVIF file of public/ is written into a page`);
  const bytes = fs.readFileSync(path.join(process.cwd(), 'public', src));
  return `data:image/avif;base64,${bytes.toString('base64')}`;
}
