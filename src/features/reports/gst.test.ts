import { describe, expect, it } from 'vitest';
import type { CreditNoteSnapshot, InvoiceSnapshot } from '@/features/documents';
import { gstr1Csv } from './gstr1-csv';
import { gstMonth } from './gst';
import { b2clAbovePaise } from './settings/gst';

/**
 * A month worked out by hand for the accountant's two points: the B2CL line of the invoice's
 * day, and reverse-charge invoices in GSTR-1 (taxable value, flag Y, tax the buyer's).
 * One transport line at 18 % inter-state (IGST) or intra-state (CGST + SGST).
 */
const party = (name: string, gstin: string | null, code: string) => ({
  name,
  addressLines: [],
  phone: null,
  email: null,
  gstin,
  state: code === '21' ? 'Odisha' : 'Maharashtra',
  stateCode: code,
});

const seller = {
  ...party('MoveEase Packers & Movers', '21AAHCM4821K1ZL', '21'),
  legalName: 'MoveEase Packers & Movers Private Limited',
  pan: 'AAHCM4821K',
  bank: { accountName: '', accountNumber: '', ifsc: '', bankName: '' },
  upiId: '',
  signatory: { name: '', title: '' },
};

function invoice(
  number: string,
  issuedOn: string,
  taxablePaise: number,
  options: { gstin?: string; state?: string; reverseCharge?: boolean } = {},
): InvoiceSnapshot {
  const state = options.state ?? '27';
  const intra = state === '21';
  const tax = Math.round(taxablePaise * 0.18);
  const line = {
    description: 'Transport',
    sac: '9965',
    gstBp: 1800,
    amountPaise: taxablePaise,
    discountPaise: 0,
    taxablePaise,
    cgstPaise: intra ? tax / 2 : 0,
    sgstPaise: intra ? tax / 2 : 0,
    igstPaise: intra ? 0 : tax,
    totalPaise: taxablePaise + tax,
  };
  const customer = party(options.gstin ? 'Utkal Steel Limited' : 'A', options.gstin ?? null, state);
  return {
    kind: 'invoice',
    number,
    issuedOn,
    issuedAt: `${issuedOn}T06:00:00.000Z`,
    leadReference: 'BK-TEST01',
    seller,
    customer,
    placeOfSupply: { state: customer.state, code: state },
    move: { from: 'Bhubaneswar', to: 'Pune', moveDate: null },
    quotation: { reference: 'BK-TEST01', version: 1 },
    receivedPaise: 0,
    ...(options.reverseCharge && {
      business: { employee: null, poNumber: null, reverseCharge: true, payablePaise: taxablePaise },
    }),
    figures: {
      intraState: intra,
      lines: [line],
      grossPaise: taxablePaise,
      discountPaise: 0,
      taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      totalPaise: line.totalPaise,
    },
  };
}

const creditNote = (number: string, issuedOn: string, of: InvoiceSnapshot): CreditNoteSnapshot => ({
  kind: 'credit-note',
  number,
  issuedOn,
  issuedAt: `${issuedOn}T06:00:00.000Z`,
  leadReference: of.leadReference,
  seller: of.seller,
  customer: of.customer,
  placeOfSupply: of.placeOfSupply,
  cites: { number: of.number, issuedOn: of.issuedOn },
  reason: 'Cancelled',
  figures: of.figures,
  reverseCharge: of.business?.reverseCharge ?? false,
});

describe('the B2CL line and reverse charge in GSTR-1', () => {
  it('the line is the one in force on the invoice’s day: ₹2,50,000 before August 2024, ₹1,00,000 from it', () => {
    expect(b2clAbovePaise('2024-07-31')).toBe(25_000_000);
    expect(b2clAbovePaise('2024-08-01')).toBe(10_000_000);
    expect(b2clAbovePaise('2026-12-06')).toBe(10_000_000);
  });

  it('a month by hand: large and small inter-state B2C by their day, a reverse-charge B2B invoice and its credit note', () => {
    // ₹1,50,000 taxable + ₹27,000 IGST = ₹1,77,000: above ₹1,00,000 in 2026 (B2CL), and
    // in July 2024 below ₹2,50,000 (B2CS). ₹84,000 + ₹15,120 = ₹99,120: B2CS either way.
    const large = invoice('INV/1', '2026-12-02', 15_000_000);
    const small = invoice('INV/2', '2026-12-03', 8_400_000);
    const julyLarge = invoice('INV/0', '2024-07-30', 15_000_000);
    // Reverse charge to an Odisha business: ₹27,000 taxable, CGST = SGST = ₹2,430, the buyer's
    // to pay; a second of ₹10,000 is cancelled by its credit note within the month.
    const rcm = invoice('INV/3', '2026-12-04', 2_700_000, {
      gstin: '21AABCT1332L1ZQ',
      state: '21',
      reverseCharge: true,
    });
    const rcm2 = invoice('INV/4', '2026-12-05', 1_000_000, {
      gstin: '21AABCT1332L1ZQ',
      state: '21',
      reverseCharge: true,
    });
    const note = creditNote('CN/1', '2026-12-06', rcm2);
    const month = gstMonth([large, small, rcm, rcm2, note]);

    expect(month.b2cl.map((row) => [row.number, row.valuePaise])).toEqual([['INV/1', 17_700_000]]);
    expect(month.b2cs).toEqual([
      {
        placeOfSupply: { state: 'Maharashtra', code: '27' },
        gstBp: 1800,
        taxablePaise: 8_400_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 1_512_000,
      },
    ]);
    expect(gstMonth([julyLarge]).b2cl).toEqual([]);
    expect(gstMonth([julyLarge]).b2cs[0]!.taxablePaise).toBe(15_000_000);

    // Reverse charge: in B2B with flag Y, its value what the buyer pays us (the taxable value),
    // the rate and taxable value as ever; the credit note in CDNR with Y too.
    const b2b = gstr1Csv(month, 'b2b').split('\r\n');
    expect(b2b[1]).toBe(
      '"21AABCT1332L1ZQ","Utkal Steel Limited","INV/3","04-Dec-2026","27000.00","21-Odisha","Y","","Regular B2B","","18","27000.00","0.00"',
    );
    expect(b2b[2]).toContain('"INV/4","05-Dec-2026","10000.00","21-Odisha","Y"');
    expect(gstr1Csv(month, 'cdnr').split('\r\n')[1]).toBe(
      '"21AABCT1332L1ZQ","Utkal Steel Limited","CN/1","06-Dec-2026","C","21-Odisha","Y","Regular","10000.00","","18","10000.00","0.00"',
    );
    // The month's tax: forward charge B2CL + B2CS only (IGST ₹27,000 + ₹15,120); the reverse
    // charge apart: ₹27,000 taxable, CGST = SGST = ₹2,430 (the ₹10,000 one and its note cancel).
    expect(month.forward).toEqual({
      taxablePaise: 23_400_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 4_212_000,
    });
    expect(month.reverse).toEqual({
      taxablePaise: 2_700_000,
      cgstPaise: 243_000,
      sgstPaise: 243_000,
      igstPaise: 0,
    });
  });
});
