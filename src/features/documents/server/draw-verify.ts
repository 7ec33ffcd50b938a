import 'server-only';
import { encode } from 'uqr';
import { write, type Pdf } from '@/features/documents/server/pdf/draw';
import { verifyTexts as t } from '../content/bills';
import type { VerifyMark } from '../verify';

/** The QR code's side on the paper, in points (about 22 mm: a phone reads it at arm's length). */
export const QR_SIDE = 62;

/**
 * A QR code drawn as filled rectangles (one per run of dark modules in a row), with its
 * 4-module quiet zone inside `side`. Error correction M survives a crease or a stamp.
 */
export function drawQr(doc: Pdf, text: string, at: { x: number; y: number; side: number }): void {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const unit = at.side / size;
  doc.save();
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? [];
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      doc.rect(at.x + x * unit, at.y + y * unit, run * unit, unit);
      x += run - 1;
    }
  }
  doc.fill('black').restore();
}

/**
 * The top right corner of a document's letterhead: the QR code, and under it (and under the
 * title beside it, ending at `titleBottom`) the link in words for a reader without a camera.
 * Returns the y under it.
 */
export function verifyCorner(
  doc: Pdf,
  verify: VerifyMark,
  box: { x: number; y: number; width: number },
  titleBottom: number,
): number {
  drawQr(doc, verify.url, { x: box.x + box.width - QR_SIDE, y: box.y, side: QR_SIDE });
  let y = Math.max(box.y + QR_SIDE + 1, titleBottom + 2);
  y += write(doc, t.printed, { x: box.x, y, width: box.width, align: 'right' }, { size: 6.5 });
  y += write(doc, verify.url, { x: box.x, y, width: box.width, align: 'right' }, { size: 6.5 });
  return y;
}
