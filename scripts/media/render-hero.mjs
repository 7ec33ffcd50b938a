// Renders the hero's poster and background loop from hero-scene.mjs (our own artwork):
//   node scripts/media/render-hero.mjs   → public/media/hero-poster.png, public/media/hero-loop.mp4
// Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and ffmpeg with libx264 (apt-get install ffmpeg).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { HEIGHT, WIDTH, sceneSvg } from './hero-scene.mjs';

const SECONDS = 8;
const FPS = 24;
const frames = SECONDS * FPS;
const out = path.resolve('public/media');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-frames-'));
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
await page.setContent('<body style="margin:0"></body>');
for (let i = 0; i < frames; i++) {
  await page.evaluate((svg) => (document.body.innerHTML = svg), sceneSvg(i / frames));
  await page.screenshot({ path: path.join(tmp, `f${String(i).padStart(4, '0')}.png`) });
}
await browser.close();
fs.copyFileSync(path.join(tmp, 'f0000.png'), path.join(out, 'hero-poster.png'));

const ffmpeg = spawnSync(
  'ffmpeg',
  [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(tmp, 'f%04d.png'),
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    process.env.CRF ?? '30',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-an',
    path.join(out, 'hero-loop.mp4'),
  ],
  { stdio: 'inherit' },
);
fs.rmSync(tmp, { recursive: true, force: true });
if (ffmpeg.status !== 0) process.exit(1);
for (const file of ['hero-poster.png', 'hero-loop.mp4']) {
  console.log(
    `public/media/${file}: ${(fs.statSync(path.join(out, file)).size / 1024).toFixed(0)} KiB`,
  );
}
