import sharp from 'sharp';
import type { Page } from '@playwright/test';

// What a crew member's phone hands the job sheet in the browser tests: photos and a signature.

/** A small phone-like photo: a coloured JPEG with some noise, a few kB. */
export async function photo(seed: number): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i * (seed + 7)) ^ (i >> 7)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/**
 * A photo as a 7 MP phone camera hands it over: 3,072 × 2,304 px of smooth colour with some
 * grain, about 2 MB (within the 12 MB the route takes, so only its size on the wire tells).
 */
export async function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3072,
      height: 2304,
      channels: 3,
      background: { r: 150, g: 110, b: 80 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .blur(0.6)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The customer's finger on the pad: a few strokes. */
export async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      box.x + 30 + i * ((box.width - 60) / 12),
      box.y + box.height * (0.6 + 0.25 * Math.sin(i)),
    );
  await page.mouse.up();
}
