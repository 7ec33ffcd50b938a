import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

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
  const bytes = fs.readFileSync(publicFile(src));
  return `data:image/avif;base64,${bytes.toString('base64')}`;
}

/**
 * One of our SVG illustrations of public/ as its markup, to be drawn inside the page
 * (StaticImage's `markup`). For a page's largest picture, and for small pictures that are a
 * page's first screen (the partners' logos on /featured): as a file the largest arrived beside
 * the page's scripts and painted up to 0.2 s after the text on a slow phone, and six logos took
 * six of its connections from the scripts; an SVG element in the HTML paints with the text and
 * asks for nothing (docs/benchmarks.md). Comments and the blanks between elements are left out.
 * Our own drawings only: the markup goes into the page as it is.
 */
export function inlineSvg(src: string): string {
  if (!src.startsWith('/') || path.extname(src) !== '.svg')
    throw new Error(`${src}: only an SVG file of public/ is drawn inside a page`);
  const markup = fs
    .readFileSync(publicFile(src), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  if (!markup.startsWith('<svg') || !markup.endsWith('</svg>'))
    throw new Error(`${src}: not a lone <svg> element`);
  return markup;
}
