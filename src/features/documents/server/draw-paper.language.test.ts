import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as english from '@/features/documents/content';
import * as hindi from '@/features/documents/content.hi';
import * as odia from '@/features/documents/content.or';
import type {
  DeliveryReceiptSnapshot,
  LrSnapshot,
  PackingListSnapshot,
  ReceiptSnapshot,
} from '@/features/documents/snapshots';
import type { Locale } from '@/lib/i18n/locales';
import { hasBilingual, pdfText } from '@tests/support/pdf-text';
import { sellerNow } from './build';
import { drawLorryReceipt, drawPackingList, drawReceipt } from './draw-paper';
import { drawDeliveryReceipt } from './draw-delivery';

/** The customer's papers in their language beside English; the lorry receipt English (issue 49). */
const seller = sellerNow();
const customer = {
  name: 'Meera Das',
  addressLines: ['Saheed Nagar', 'Bhubaneswar'],
  phone: '+919861045678',
  email: null,
  gstin: null,
  state: 'Odisha',
  stateCode: '21',
};
const move = { from: 'Bhubaneswar', to: 'Pune', moveDate: '2026-12-20' };
const head = (language: Locale) => ({
  number: 'MR/2026-27/0007',
  issuedOn: '2026-12-05',
  issuedAt: '2026-12-05T06:00:00.000Z',
  leadReference: 'BK-7Q2M9X',
  seller,
  customer,
  language,
});
const receipt = (language: Locale): ReceiptSnapshot => ({
  kind: 'receipt',
  ...head(language),
  move,
  payment: {
    kind: 'advance',
    mode: 'upi',
    reference: '412345678901',
    receivedOn: '2026-12-05',
    amountPaise: 500_000,
  },
  figures: { totalPaise: 3_717_000, paidPaise: 500_000, balancePaise: 3_217_000 },
});
const packingList = (language: Locale): PackingListSnapshot => ({
  kind: 'packing-list',
  ...head(language),
  move,
  packages: [{ no: 1, contents: 'Refrigerator (double door)', room: 'Kitchen', fragile: true }],
  declaredValuePaise: 20_000_000,
});
const lorryReceipt = (language: Locale): LrSnapshot => ({
  kind: 'lr',
  ...head(language),
  consignor: customer,
  consignee: customer,
  move,
  vehicleNumber: 'OD02AB1234',
  driver: 'Ramesh',
  packages: 1,
  declaredValuePaise: 20_000_000,
  freight: { amountPaise: 3_717_000, paid: false },
  risk: 'carrier',
});

const proofOfDelivery = (language: Locale): DeliveryReceiptSnapshot => ({
  kind: 'delivery-receipt',
  ...head(language),
  number: 'POD/2026-27/0003',
  deliveredTo: customer,
  move,
  packages: [
    { no: 1, contents: 'Refrigerator (double door)', room: 'Kitchen', fragile: true },
    { no: 2, contents: 'Sofa, 3 seats', room: 'Living room', fragile: false },
  ],
  exceptions: ['One carton of books wet'],
  photos: { pickup: 3, delivery: 1 },
  steps: [
    { label: 'Loaded', at: '2026-12-04T05:30:00.000Z', by: 'Ravi Crew' },
    { label: 'Delivered', at: '2026-12-05T06:00:00.000Z', by: 'Ravi Crew' },
  ],
  signature: null,
});

const keep = (name: string, bytes: Buffer) => {
  // PDF_OUT=dir keeps the files, to look at (pdftoppm -r 70).
  if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/${name}.pdf`, bytes);
};

describe.each([
  ['hi', hindi],
  ['or', odia],
] as const)('papers for a customer reading %s', (language, local) => {
  const en = english.documentTexts;
  const t = local.documentTexts;

  it('the money receipt prints its title and labels beside English', async () => {
    const bytes = await drawReceipt(receipt(language));
    keep(`receipt-${language}`, bytes);
    const text = pdfText(bytes);
    const title = english.documentTitles.receipt.toUpperCase();
    expect(hasBilingual(text, title, local.documentTitles.receipt)).toBe(true);
    expect(hasBilingual(text, en.receipt.mode, t.receipt.mode)).toBe(true);
    expect(hasBilingual(text, en.receipt.balance, t.receipt.balance)).toBe(true);
    // The receipt's sentence whole in English (as the bank and the employer read it), then
    // whole in the customer's language, in its own order, below it.
    expect(text).toContain(
      'Received with thanks from Meera Das the sum of ₹5,000.00 (Rupees Five Thousand Only) towards the advance',
    );
    // (pdftotext reorders some vowel signs; these runs come out as written.)
    const localRun = language === 'hi' ? '(पाँच हज़ार रुपये मात्र)' : 'BK-7Q2M9Xର';
    expect(text.indexOf(localRun)).toBeGreaterThan(text.indexOf('Rupees Five Thousand Only'));
  });

  it('the packing list prints its columns and the signatures beside English', async () => {
    const bytes = await drawPackingList(packingList(language));
    keep(`packing-list-${language}`, bytes);
    const text = pdfText(bytes);
    expect(hasBilingual(text, en.packingList.declared, t.packingList.declared)).toBe(true);
    expect(
      hasBilingual(text, en.packingList.signs.pickupCustomer, t.packingList.signs.pickupCustomer),
    ).toBe(true);
  });

  it('the proof of delivery prints its headings, columns and signatures beside English', async () => {
    const bytes = await drawDeliveryReceipt(proofOfDelivery(language));
    keep(`proof-of-delivery-${language}`, bytes);
    const text = pdfText(bytes);
    const d = en.deliveryReceipt;
    const l = t.deliveryReceipt;
    const title = english.documentTitles['delivery-receipt'].toUpperCase();
    expect(hasBilingual(text, title, local.documentTitles['delivery-receipt'])).toBe(true);
    for (const [a, b] of [
      [d.steps, l.steps],
      [d.exceptions, l.exceptions],
      [d.deliveredTo, l.deliveredTo],
      [d.stepColumns.at, l.stepColumns.at],
      [d.signCustomer, l.signCustomer],
      [d.notSigned, l.notSigned],
      [d.photos(3, 1), l.photos(3, 1)],
    ] as const)
      expect(hasBilingual(text, a, b), a).toBe(true);
    // What the crew wrote stays as written.
    expect(text).toContain('One carton of books wet');
  });

  it('the lorry receipt keeps English words, with only its title bilingual', async () => {
    const bytes = await drawLorryReceipt(lorryReceipt(language));
    const text = pdfText(bytes);
    const title = english.documentTitles.lr.toUpperCase();
    expect(hasBilingual(text, title, local.documentTitles.lr)).toBe(true);
    expect(text).toContain(`${en.lr.consignor} `);
    expect(hasBilingual(text, en.lr.consignor, t.lr.consignor)).toBe(false);
  });
});

it('an English customer’s papers are English alone', async () => {
  const text = pdfText(await drawReceipt(receipt('en')));
  expect(text).toContain(english.documentTitles.receipt.toUpperCase());
  expect(text).not.toMatch(/[\u0900-\u097F\u0B00-\u0B7F]/);
});
