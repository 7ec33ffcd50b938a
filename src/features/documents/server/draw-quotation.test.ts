import { describe, expect, it } from 'vitest';
import { quotationTerms } from '@/features/quotation/content/quotation-rules';
import { customerQuotationPage as page } from '@/features/quotation/content/quotation-page';
import { formatShortDate } from '@/lib/format-date';
import type { CustomerQuotation } from '@/features/quotation/customer-view';
import { quotationTotals } from '@/features/quotation/totals';
import { pdfInfo, pdfText } from '../../../../tests/support/pdf-text';
import { sellerNow } from './build';
import { drawQuotation } from './draw-quotation';

const lines = [
  { kind: 'packing', label: 'Packing with materials', amountPaise: 850_000 },
  { kind: 'transport', label: 'Transport by closed truck', amountPaise: 2_400_000 },
] as const;

function sample(inventory: CustomerQuotation['inventory']): CustomerQuotation {
  const totals = quotationTotals(lines, 100_000);
  return {
    reference: 'BK-7Q2M9X',
    language: 'en',
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
