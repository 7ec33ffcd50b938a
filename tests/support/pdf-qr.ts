import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Test support: the QR code on a PDF's page as a phone would read it. The page is rendered by
 * poppler (pdftoppm, 150 dpi, as a scan of the paper) and decoded by jsQR; null when none reads.
 */
export function pdfQr(bytes: Uint8Array, page = 1): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-qr-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, bytes);
    const out = path.join(dir, 'page');
    execFileSync('pdftoppm', [
      '-r',
      '150',
      '-f',
      String(page),
      '-l',
      String(page),
      '-png',
      '-singlefile',
      file,
      out,
    ]);
    const png = PNG.sync.read(fs.readFileSync(`${out}.png`));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
