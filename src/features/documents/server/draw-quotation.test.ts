import { describe, expect, it } from 'vitest';
import { quotationTerms } from '@/features/quotation/content/quotation-rules';
import { customerQuotationPage as page } from '@/features/quotation/content/quotation-page';
import { formatShortDate } from '@/lib/format-date';
import type { CustomerQuotation } from '@/features/quotation/customer-view';
import { quotationTotals } from '@/features/quotation/totals';
import { hasBilingual, pdfInfo, pdfText } from '../../../../tests/support/pdf-text';
import { sellerNow } from './build';
import { drawQuotation } from './draw-quotation';
import { customerQuotationPage as pageHi } from '@/features/quotation/content/quotation-page.hi';
import { customerQuotationPage as pageOr } from '@/features/quotation/content/quotation-page.or';
import { documentTexts as documentsHi } from '@/features/documents/content.hi';
import { documentTexts as documentsOr } from '@/features/documents/content.or';
import { writeFileSync } from 'node:fs';

const lines = [
  { kind: 'packing', label: 'Packing with materials', amountPaise: 850_000 },
  { kind: 'transport', label: 'Transport by closed truck', amountPaise: 2_400_000 },
] as const;

function sample(
  inventory: CustomerQuotation['inventory'],
  language: CustomerQuotation['language'] = 'en',
): CustomerQuotation {
  const totals = quotationTotals(lines, 100_000);
  return {
    reference: 'BK-7Q2M9X',
    language,
    customerName: 'Meera Das',
    version: 2,
    latestVersion: 2,
    status: 'sent',
    issuedOn: '2026-12-05',
    move: {
      date: '2026-12-20',
      from: 'Bhubaneswar',
      to: 'Pune',
      vehicle: '14 ft truck',
      volumeCft: 420,
    },
    inventory,
    lines: totals.lines,
    subtotalPaise: totals.subtotalPaise,
    taxablePaise: totals.taxablePaise,
    gst: { totalPaise: totals.gstPaise },
    discountPaise: totals.discountPaise,
    totalPaise: totals.totalPaise,
    advancePaise: 500_000,
    balancePaise: totals.totalPaise - 500_000,
    validUntil: '2026-12-12',
    documents: [],
  };
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the quotation PDF (issue 45)', () => {
  it('carries the surveyed goods room by room and the terms, as the /q page does', async () => {
    const rooms = [
      {
        name: 'Living room',
        items: [
          { name: 'Sofa (3 seater)', qty: 1 },
          { name: 'TV up to 43"', qty: 1 },
        ],
      },
      {
        name: 'Bedroom 1',
        items: [
          { name: 'Double bed', qty: 1 },
          { name: 'Wardrobe', qty: 2 },
        ],
      },
      { name: 'Kitchen', items: [{ name: 'Refrigerator (double door)', qty: 1 }] },
    ];
    const bytes = await drawQuotation(sample({ rooms, pieces: 6 }), sellerNow());
    const text = pdfText(bytes);
    expect(text).toContain(`${page.inventoryHeading} · ${page.pieces(6)}`);
    expect(text).toContain('Living room Sofa (3 seater) × 1, TV up to 43" × 1');
    expect(text).toContain('Bedroom 1 Double bed × 1, Wardrobe × 2');
    expect(text).toContain(page.volumeValue(420));
    expect(text).toContain(page.termsHeading);
    for (const [i, term] of quotationTerms.entries()) {
      expect(text).toContain(`${i + 1}. ${squeeze(term)}`);
    }
    // Still the quotation: the validity and its figures.
    expect(text).toContain(formatShortDate('2026-12-12'));
    expect(text).toContain('Balance on delivery');
    expect(pdfInfo(bytes).Pages).toBe('1');
  });

  it('says so when there is no survey yet', async () => {
    const text = pdfText(await drawQuotation(sample({ rooms: [], pieces: 0 }), sellerNow()));
    expect(text).toContain(page.inventoryNone);
    expect(text).toContain(squeeze(quotationTerms[0]));
  });
});

describe('the quotation PDF in the customer’s language (issue 49)', () => {
  const rooms = [{ name: 'Kitchen', items: [{ name: 'Refrigerator (double door)', qty: 1 }] }];
  it.each([
    ['hi', pageHi, documentsHi],
    ['or', pageOr, documentsOr],
  ] as const)('prints its headings in %s beside English', async (language, local, documents) => {
    const bytes = await drawQuotation(sample({ rooms, pieces: 1 }, language), sellerNow());
    // PDF_OUT=dir keeps the file, to look at (pdftoppm -r 70).
    if (process.env.PDF_OUT)
      writeFileSync(`${process.env.PDF_OUT}/quotation-${language}.pdf`, bytes);
    const text = pdfText(bytes);
    const pairs: [string, string][] = [
      [page.heading.toUpperCase(), local.heading],
      [page.chargesHeading, local.chargesHeading],
      [page.termsHeading, local.termsHeading],
      ['Balance on delivery', documents.quotation.balance],
    ];
    for (const [english, translated] of pairs)
      expect(hasBilingual(text, english, translated), `${english} / ${translated}`).toBe(true);
    // An English paper has none of it.
    const english = pdfText(await drawQuotation(sample({ rooms, pieces: 1 }), sellerNow()));
    expect(hasBilingual(english, page.chargesHeading, pageHi.chargesHeading)).toBe(false);
    // The English terms bind: each is printed, with its translation under it.
    expect(text).toContain(squeeze(quotationTerms[0]));
  });
});
