import 'server-only';
import PDFDocument from 'pdfkit';
import { font } from './fonts';

/**
 * A small layout kit over pdfkit: A4, one face, black on white (a grey no lighter than a
 * photocopier keeps for table heads), tables that wrap their cells, break across pages and
 * repeat their head. Every document in ../kinds draws with these and nothing else.
 */
export type Pdf = PDFKit.PDFDocument;

const MARGIN = 36;
export const A4 = { width: 595.28, height: 841.89 };
export const frame = {
  left: MARGIN,
  right: A4.width - MARGIN,
  width: A4.width - 2 * MARGIN,
  top: MARGIN,
  bottom: A4.height - MARGIN,
};
const HEAD_FILL = '#e4e4e4';
const LINE = 0.6;
const PAD = 3;

export interface PdfMeta {
  title: string;
  author: string;
  /** ISO moment the document was issued: its creation date, so a re-drawing is the same file. */
  issuedAt: string;
}

export function newPdf(meta: PdfMeta): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: meta.author,
      CreationDate: new Date(meta.issuedAt),
      ModDate: new Date(meta.issuedAt),
    },
  });
  // A parsed fontkit font (src/types/pdfkit-fontkit.d.ts: pdfkit keeps it as it is).
  for (const face of ['regular', 'bold', 'odia-regular', 'odia-bold'] as const)
    doc.registerFont(face, font(face));
  doc.font('regular').fontSize(9).fillColor('black').strokeColor('black').lineWidth(LINE);
  return doc;
}

/** Ends the document (page numbers first) and resolves with its bytes. */
export function finishPdf(doc: Pdf, footer: string): Promise<Buffer> {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = A4.height - MARGIN + 10;
    // Writing below the bottom margin would make pdfkit add a page: lift the margin first.
    doc.page.margins.bottom = 0;
    const line = `${footer} · Page ${i + 1} of ${range.count}`;
    style(doc, { size: 7 }, line);
    doc.text(line, frame.left, y, {
      width: frame.width,
      align: 'center',
      lineBreak: false,
    });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
}

const ODIA = /[\u0B00-\u0B7F]/;

/**
 * The face and size for `text`: a line holding Odia is drawn whole in Noto Sans Oriya (which
 * has the Latin letters, figures and ₹ too), since pdfkit draws one run in one face; any other
 * line (English, Hindi) in Noto Sans.
 */
export function style(doc: Pdf, { bold = false, size = 9 }: TextStyle = {}, text = ''): Pdf {
  const face = ODIA.test(text) ? (bold ? 'odia-bold' : 'odia-regular') : bold ? 'bold' : 'regular';
  return doc.font(face).fontSize(size);
}

/** Writes text in a box from (x, y); returns the height it took. */
export function write(
  doc: Pdf,
  value: string,
  box: { x: number; y: number; width: number; align?: 'left' | 'right' | 'center' },
  textStyle: TextStyle = {},
): number {
  style(doc, textStyle, value);
  const height = doc.heightOfString(value, { width: box.width });
  doc.text(value, box.x, box.y, { width: box.width, align: box.align ?? 'left' });
  return height;
}

/** A new page when fewer than `height` points are left. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > frame.bottom) {
    doc.addPage();
    doc.y = frame.top;
  }
}

export interface Column {
  header: string;
  /** A share of the width: the columns' weights are scaled to the table's width. */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

export interface Row {
  cells: readonly string[];
  bold?: boolean;
  /** Shaded like the head (a total). */
  shaded?: boolean;
  /** Some height for a hand to write in (tick columns, condition). */
  minHeight?: number;
}

/**
 * A ruled table from the current y, the full width unless `x` and `width` are given. A row is
 * never split across pages; the head is repeated on each page the table reaches.
 */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly Row[],
  options: { x?: number; width?: number; size?: number } = {},
): void {
  const x = options.x ?? frame.left;
  const width = options.width ?? frame.width;
  const size = options.size ?? 8.5;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / total) * width);
  const head: Row = { cells: columns.map((column) => column.header), bold: true, shaded: true };

  const measure = (row: Row) => {
    const tallest = Math.max(
      ...row.cells.map((cell, i) =>
        style(doc, { bold: row.bold, size }, cell).heightOfString(cell, {
          width: widths[i]! - 2 * PAD,
        }),
      ),
    );
    return Math.max(tallest + 2 * PAD, row.minHeight ?? 0);
  };
  const draw = (row: Row, height: number) => {
    const y = doc.y;
    if (row.shaded) doc.rect(x, y, width, height).fill(HEAD_FILL).fillColor('black');
    let left = x;
    row.cells.forEach((cell, i) => {
      const w = widths[i]!;
      doc.rect(left, y, w, height).stroke();
      style(doc, { bold: row.bold, size }, cell);
      doc.text(cell, left + PAD, y + PAD, {
        width: w - 2 * PAD,
        align: columns[i]!.align ?? 'left',
      });
      left += w;
    });
    doc.y = y + height;
  };

  const headHeight = measure(head);
  let needHead = true;
  for (const row of rows) {
    const height = measure(row);
    if (doc.y + height + (needHead ? headHeight : 0) > frame.bottom) {
      doc.addPage();
      doc.y = frame.top;
      needHead = true;
    }
    if (needHead) {
      draw(head, headHeight);
      needHead = false;
    }
    draw(row, height);
  }
  if (needHead) draw(head, headHeight);
  doc.x = frame.left;
}

/** Label–value pairs in a ruled box of two columns; returns its height. */
export function fields(
  doc: Pdf,
  pairs: readonly (readonly [string, string])[],
  box: { x: number; y: number; width: number; labelWidth?: number },
): number {
  const labelWidth = box.labelWidth ?? box.width * 0.38;
  let y = box.y + PAD;
  for (const [label, value] of pairs) {
    const h = Math.max(
      // The label stops a PAD short of its value, so a long one wraps instead of touching it.
      style(doc, { size: 8.5 }, label).heightOfString(label, { width: labelWidth - 2 * PAD }),
      style(doc, { size: 8.5, bold: true }, value).heightOfString(value, {
        width: box.width - labelWidth - 2 * PAD,
      }),
    );
    write(doc, label, { x: box.x + PAD, y, width: labelWidth - 2 * PAD }, { size: 8.5 });
    write(
      doc,
      value,
      { x: box.x + labelWidth, y, width: box.width - labelWidth - PAD },
      { size: 8.5, bold: true },
    );
    y += h + 1.5;
  }
  const height = y - box.y + PAD;
  doc.rect(box.x, box.y, box.width, height).stroke();
  return height;
}

/** A box with a title above a blank space to sign in, and a caption under the line. */
export function signatureBox(
  doc: Pdf,
  box: { x: number; y: number; width: number; height: number },
  title: string,
  caption: string,
): void {
  doc.rect(box.x, box.y, box.width, box.height).stroke();
  write(doc, title, { x: box.x + PAD, y: box.y + PAD, width: box.width - 2 * PAD }, { size: 8 });
  write(
    doc,
    caption,
    { x: box.x + PAD, y: box.y + box.height - 14, width: box.width - 2 * PAD, align: 'center' },
    { size: 7.5 },
  );
}
