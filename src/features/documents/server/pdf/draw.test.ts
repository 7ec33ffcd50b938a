import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfInfo, pdfText } from '../../../../../tests/support/pdf-text';
import { ensureSpace, fields, finishPdf, frame, newPdf, signatureBox, table, write } from './draw';

async function sample(rows: number) {
  const doc = newPdf({ title: 'Sample', author: 'Test', issuedAt: '2026-11-26T02:00:00.000Z' });
  write(
    doc,
    'Packing list ₹1,23,456.00 — सामान की सूची',
    { x: frame.left, y: frame.top, width: frame.width },
    { bold: true, size: 13 },
  );
  doc.moveDown();
  table(
    doc,
    [
      { header: 'No.', weight: 1, align: 'right' },
      { header: 'Contents', weight: 6 },
      { header: 'Value', weight: 2, align: 'right' },
    ],
    Array.from({ length: rows }, (_, i) => ({
      cells: [String(i + 1), `Carton ${i + 1}: kitchen utensils`, '₹2,500.00'],
    })),
  );
  ensureSpace(doc, 120);
  const y = doc.y + 8;
  fields(doc, [['Declared value', '₹3,75,000.00']], { x: frame.left, y, width: 250 });
  signatureBox(
    doc,
    { x: frame.right - 200, y, width: 200, height: 60 },
    'Received in good condition',
    'Customer',
  );
  return finishPdf(doc, 'Sample');
}

describe('the PDF kit', () => {
  it('draws A4 with its one face embedded, ₹ and Devanagari read back as text, and rows that break across pages with the head repeated', async () => {
    const bytes = await sample(150);
    expect(pdfInfo(bytes)['Page size']).toMatch(/^595\.2\d? x 841\.8\d? pts \(A4\)/);
    const pages = Number(pdfInfo(bytes).Pages);
    expect(pages).toBeGreaterThan(2);
    const fonts = pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded && /NotoSans/.test(font.name))).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain('₹1,23,456.00');
    expect(text).toContain('सामान की सूची');
    expect(text).toContain('Carton 150: kitchen utensils');
    // The head on every page, the page count in every footer.
    expect(text.match(/No\. Contents Value/g)).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toMatch(/Declared value ₹3,75,000\.00/);
    expect(text).toContain('Received in good condition');
  });

  it('is the same file when drawn twice: an issued document can be drawn again from its snapshot', async () => {
    expect(Buffer.compare(await sample(3), await sample(3))).toBe(0);
  });
});
