// Developer tool: screenshots pages of a running server at phone and desktop width.
// node scripts/media/screenshot.mjs http://127.0.0.1:3000 /booking /contact  → screenshots/*.png
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, WHOLE_PAGE_SCREENSHOT, chromiumPath } from '../lib/chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/media/screenshot.mjs <base-url> <path> [path…]');
  process.exit(1);
}
fs.mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'load' });
    // A playing background video keeps a media request open, so network idle may never come.
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    const name =
      (path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home') + `-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, ...WHOLE_PAGE_SCREENSHOT });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
