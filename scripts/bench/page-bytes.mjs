// node scripts/bench/page-bytes.mjs <origin> /route …: what each page sends, read from the HTML a
// browser gets from a running server (`npm start`): the HTML (decoded, and gzip -9), the inline
// RSC payload inside it (the `self.__next_f.push` scripts), and every script the HTML loads
// (gzip -9 and brotli 11 of each file, summed; brotli is what `npm start` sends,
// scripts/server/precompressed-static.mjs), so an English page and its /hi and /or twin can be
// set side by side (issue 49: a translated page may add at most 5 KiB of JavaScript). A
// `nomodule` script (Next's polyfills, 42 kB gzip) is not counted: a browser that runs modules
// never downloads it. Sizes do not depend on load, so this needs no lock and no throttling.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [origin, ...routes] = process.argv.slice(2);
if (!origin || routes.length === 0) {
  console.error('usage: node scripts/bench/page-bytes.mjs <origin> /route …');
  process.exit(1);
}
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).byteLength;
const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    .byteLength;
const scriptSizes = new Map();

/** [gzip -9, brotli 11] of the script at `src`. */
async function scriptSize(src) {
  if (!scriptSizes.has(src)) {
    const text = await fetch(new URL(src, origin)).then((r) => r.text());
    scriptSizes.set(src, [gzip(text), brotli(text)]);
  }
  return scriptSizes.get(src);
}

console.log(
  ['route', 'HTML', 'HTML gz', 'RSC inline', 'RSC gz', 'scripts', 'JS gz', 'JS br'].join('\t'),
);
for (const route of routes) {
  const html = await fetch(origin + route).then((r) => r.text());
  const rsc = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map((m) => m[1])
    .join('');
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1])
        .filter((attributes) => !/\bnomodule\b/i.test(attributes))
        .map((attributes) => / src="([^"]+)"/.exec(attributes)?.[1])
        .filter(Boolean),
    ),
  ];
  const sizes = await Promise.all(srcs.map(scriptSize));
  console.log(
    [
      route,
      Buffer.byteLength(html),
      gzip(html),
      Buffer.byteLength(rsc),
      gzip(rsc),
      srcs.length,
      sizes.reduce((sum, [gz]) => sum + gz, 0),
      sizes.reduce((sum, [, br]) => sum + br, 0),
    ].join('\t'),
  );
}
