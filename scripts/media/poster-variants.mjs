// Writes the hero poster's static, right-sized variants beside it, so the LCP image is a plain
// file (long-cached, no on-demand optimiser in its path) in the best format the browser takes:
//   node scripts/media/poster-variants.mjs  → public/media/hero-poster-{width}.{avif,webp}
// Run it again after render-hero.mjs changes the poster. Uses sharp, which Next.js installs.
import path from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const { heroMedia } = await tsImport('../../src/content/home.ts', import.meta.url);
const { poster } = heroMedia;
const source = path.resolve('public' + poster.src);
for (const width of poster.variantWidths) {
  const resized = sharp(source).resize({ width });
  const avif = await resized
    .clone()
    .avif({ quality: 50, effort: 9 })
    .toFile(path.resolve('public' + poster.variant(width, 'avif')));
  const webp = await resized
    .clone()
    .webp({ quality: 72, effort: 6 })
    .toFile(path.resolve('public' + poster.variant(width, 'webp')));
  console.log(
    `${width} px: AVIF ${(avif.size / 1024).toFixed(1)} KiB, WebP ${(webp.size / 1024).toFixed(1)} KiB`,
  );
}
