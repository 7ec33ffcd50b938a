import { site } from '@/content/site';

/**
 * The company's legal and tax settings: the one place a quotation, the estimate and (later)
 * an invoice read them from. The rates and SAC codes are a choice the company makes with its
 * accountant (research/movers-software.md, "GST on a moving company's bills"), so they live
 * here, never in code. Rates are basis points (1800 = 18 %), integers, so tax is computed in
 * whole paise without floating point.
 */
export const company = {
  legalName: 'MoveEase Packers & Movers Private Limited',
  tradeName: site.name,
  addressLines: site.address.lines,
  state: 'Odisha',
  /** The GST state code (first two digits of the GSTIN). */
  stateCode: '21',
  gstin: '21AAHCM4821K1Z6',
  pan: 'AAHCM4821K',
  phone: site.phone.display,
  email: site.quotesEmail,
  bank: {
    accountName: 'MoveEase Packers & Movers Pvt Ltd',
    accountNumber: '50200061234587',
    ifsc: 'HDFC0001753',
    bankName: 'HDFC Bank, Saheed Nagar branch',
  },
  /** Empty upiId → the customer's page shows the bank details instead of a UPI QR code. */
  upi: { id: 'moveease@hdfcbank', payeeName: 'MoveEase Packers' },
  signatory: { name: 'Sanjay Mohanty', title: 'Director' },
  /**
   * The company's Google Business Profile "write a review" link, offered to every customer
   * after their review here, whatever its rating (asking only the happy ones is review gating,
   * which Google forbids). Empty: the offer is left out.
   */
  googleReviewUrl: 'https://g.page/r/CZ9moveeaseBBS/review',
} as const;

export const quotationLineKinds = [
  'packing',
  'loading',
  'transport',
  'unloading',
  'unpacking',
  'car',
  'bike',
  'insurance',
  'storage',
  'ac',
  'handyman',
  'other',
] as const;
export type QuotationLineKind = (typeof quotationLineKinds)[number];

export interface LineKindSetting {
  label: string;
  /** Services Accounting Code: 9965 goods transport, 9967 supporting services (99671 cargo handling, 99672 storage). */
  sac: string;
  /** GST in basis points: 1800 = 18 %. */
  gstBp: number;
}

/** Per kind of quotation line: its default label, SAC code and GST rate. */
export const lineKindSettings = {
  packing: { label: 'Packing with materials', sac: '9967', gstBp: 1800 },
  loading: { label: 'Loading', sac: '9967', gstBp: 1800 },
  transport: { label: 'Transport by closed truck', sac: '9965', gstBp: 1800 },
  unloading: { label: 'Unloading', sac: '9967', gstBp: 1800 },
  unpacking: { label: 'Unpacking and placing', sac: '9967', gstBp: 1800 },
  car: { label: 'Car on a closed carrier', sac: '9965', gstBp: 1800 },
  bike: { label: 'Two-wheeler transport', sac: '9965', gstBp: 1800 },
  insurance: { label: 'Transit insurance', sac: '9971', gstBp: 1800 },
  storage: { label: 'Storage', sac: '9967', gstBp: 1800 },
  ac: { label: 'AC uninstall and reinstall', sac: '9987', gstBp: 1800 },
  handyman: { label: 'Handyman work', sac: '9987', gstBp: 1800 },
  other: { label: 'Other', sac: '9967', gstBp: 1800 },
} as const satisfies Record<QuotationLineKind, LineKindSetting>;

/**
 * The estimate's one GST rate: it prices the move as one composite "packing and moving"
 * service, billed at the packing line's rate.
 */
export const estimateGstBp: number = lineKindSettings.packing.gstBp;
