// The site's stylesheet blocks the first paint, and the browser only asks for it once the page's
// head has arrived and been parsed, by which time the page's scripts are asked for too and share
// a slow link with it. Named in a Link header, it is asked for as soon as the answer's headers
// arrive (bench:phone, /contact on the phone profile: the stylesheet done ≈ 200 ms sooner, first
// paint 780–810 → 550–620 ms; docs/benchmarks.md). Only the root layout's stylesheets: every page
// has them, so the hint is never wasted.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The stylesheets of the root layout: those the build's not-found page links, the one page that
 * has nothing but the root layout. Empty when the build has no such page.
 * @param {string} distDir
 * @returns {string[]}
 */
export function rootStylesheetsOf(distDir) {
  let html;
  try {
    html = fs.readFileSync(path.join(distDir, 'server', 'app', '_not-found.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"<>\s]+\.css)"/g)].map(
    (match) => match[1],
  );
}

/**
 * Wraps a Node request handler: a page load (a GET that accepts HTML) is answered with a Link
 * header preloading `stylesheets`. Next's own fetches (RSC, `text/x-component`) and every other
 * request are left alone.
 * @param {import('node:http').RequestListener} handler
 * @param {string[]} stylesheets
 * @returns {import('node:http').RequestListener}
 */
export function withStylesheetPreload(handler, stylesheets) {
  if (stylesheets.length === 0) return handler;
  const link = stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(', ');
  return (req, res) => {
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      req.headers.accept?.includes('text/html')
    )
      res.setHeader('Link', link);
    return handler(req, res);
  };
}
