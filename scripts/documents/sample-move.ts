// A sample move's documents, drawn from snapshots as the app freezes them: for the PNGs in
// docs/documents/ (npm run documents:samples) and for npm run bench:documents.
import { invoiceFiguresOf, sellerNow } from '@/features/documents/server/build';
import { catalogue } from '@/features/survey/content/inventory';
import { packageLines } from '@/features/documents/packages';
import type {
  CreditNoteSnapshot,
  DocumentSnapshot,
  InvoiceSnapshot,
  LrSnapshot,
  PackingListSnapshot,
  Party,
  ReceiptSnapshot,
  TdsDeclarationSnapshot,
} from '@/features/documents/snapshots';
import { billSettings } from '@/features/documents/settings/bills';

const issuedAt = '2026-11-26T06:30:00.000Z';
const issuedOn = '2026-11-26';
const customer: Party = {
  name: 'Meera Das',
  addressLines: ['Flat 3B, Lotus Apartments', 'Saheed Nagar', 'Bhubaneswar'],
  phone: '+91 98610 45678',
  email: 'meera@example.in',
  gstin: null,
  state: 'Odisha',
  stateCode: '21',
};
const move = { from: 'Bhubaneswar', to: 'Pune', moveDate: '2026-11-28' };
const lines = [
  { kind: 'packing', label: 'Packing with materials (2 BHK)', amountPaise: 1_850_000 },
  { kind: 'loading', label: 'Loading and unloading', amountPaise: 450_000 },
  {
    kind: 'transport',
    label: 'Transport by closed truck, 17 ft, 1,650 km',
    amountPaise: 6_800_000,
  },
  {
    kind: 'insurance',
    label: 'Transit insurance on ₹4,50,000 declared value',
    amountPaise: 810_000,
  },
  { kind: 'ac', label: 'AC uninstall and reinstall (1 split unit)', amountPaise: 150_000 },
] as const;
// Every paper issued now carries its QR code and /verify link (issue 48).
const sampleCode = 'K7M2Q9XR4TPW8HJN3CDZ';
const head = (number: string) => ({
  number,
  issuedOn,
  issuedAt,
  leadReference: 'BK-7Q2M9X',
  seller: sellerNow(),
  customer,
  verify: { code: sampleCode, url: `https://www.moveeasepackers.in/verify/${sampleCode}` },
});

/** Weighed at the weighbridge; the road km of Bhubaneswar to Pune (issue 48). */
const carriage = { weightKg: 1_250, distanceKm: 1_650, ibaNumber: null };

export const sampleInvoice: InvoiceSnapshot = {
  kind: 'invoice',
  ...head('INV/2026-27/0042'),
  placeOfSupply: { state: 'Odisha', code: '21' },
  move,
  quotation: { reference: 'BK-7Q2M9X', version: 2 },
  figures: invoiceFiguresOf(lines, 500_000, true),
  receivedPaise: 2_500_000,
};

export const sampleCreditNote: CreditNoteSnapshot = {
  kind: 'credit-note',
  ...head('CN/2026-27/0003'),
  placeOfSupply: sampleInvoice.placeOfSupply,
  cites: { number: sampleInvoice.number, issuedOn },
  reason: 'Invoice raised before the storage days were agreed; replaced by INV/2026-27/0043.',
  figures: sampleInvoice.figures,
};

const sampleReceipt: ReceiptSnapshot = {
  kind: 'receipt',
  ...head('RCT/2026-27/0117'),
  move,
  payment: {
    kind: 'advance',
    mode: 'upi',
    reference: '412345678901',
    receivedOn: '2026-11-24',
    amountPaise: 2_500_000,
  },
  figures: { totalPaise: 11_280_802, paidPaise: 2_500_000, balancePaise: 8_780_802 },
};

const consignee: Party = {
  ...customer,
  addressLines: ['Flat 402, Sai Residency', 'Baner', 'Pune'],
  state: 'Maharashtra',
  stateCode: '27',
};

const sampleLr: LrSnapshot = {
  kind: 'lr',
  ...head('LR/2026-27/0031'),
  consignor: customer,
  consignee,
  move,
  vehicleNumber: 'OD02AB1234',
  driver: 'Ramesh Behera, 94370 12345',
  packages: 40, // the sample packing list's
  declaredValuePaise: 45_000_000,
  freight: { amountPaise: 11_280_802, paid: false },
  risk: 'carrier',
  carriage,
};

/** A room of the sample home and the kinds of things it holds. */
const sampleRooms = [
  { name: 'Living room', categories: ['living', 'electronics', 'home'] },
  { name: 'Bedroom 1', categories: ['bedroom', 'cartons'] },
  { name: 'Bedroom 2', categories: ['bedroom', 'office', 'cartons'] },
  { name: 'Kitchen', categories: ['kitchen', 'appliances'] },
] as const;

/**
 * `count` packages from the catalogue over four rooms, each room holding the kinds of things
 * found there (a big house's survey when `count` is large: the list repeats the rooms' items).
 */
export function packingListOf(count: number): PackingListSnapshot {
  const perRoom = Math.ceil(count / sampleRooms.length);
  return {
    kind: 'packing-list',
    ...head('PL/2026-27/0031'),
    move,
    carriage,
    packages: packageLines(
      sampleRooms.map((room) => {
        const fits = catalogue.filter((item) =>
          (room.categories as readonly string[]).includes(item.category),
        );
        return {
          name: room.name,
          items: Array.from({ length: perRoom }, (_, i) => ({
            itemId: fits[(i * 7) % fits.length]!.id,
            qty: 1,
          })),
        };
      }),
    ).slice(0, count),
    declaredValuePaise: 45_000_000,
  };
}

const samplePackingList = packingListOf(40);

/** The employer billed for the transfer, to whom the TDS declaration is given. */
const employer: Party = {
  name: 'Utkal Steel Limited',
  addressLines: ['Plot 7, Industrial Estate', 'Rasulgarh, Bhubaneswar 751010'],
  phone: null,
  email: null,
  gstin: '21AABCT1332L1ZQ',
  state: 'Odisha',
  stateCode: '21',
};

const sampleTdsDeclaration: TdsDeclarationSnapshot = {
  kind: 'tds-declaration',
  ...head('TDD/2026-27/0007'),
  customer: employer,
  buyer: employer,
  invoice: { number: 'INV/2026-27/0043', issuedOn },
  financialYear: '2026-27',
  ...billSettings.tdsDeclaration,
};

export const samples: DocumentSnapshot[] = [
  sampleInvoice,
  sampleCreditNote,
  sampleReceipt,
  sampleLr,
  samplePackingList,
  sampleTdsDeclaration,
];
