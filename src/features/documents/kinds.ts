import type { Right } from '@/features/people';

/**
 * The numbered documents a move can have. Each has its own series per financial year, and the
 * right that issues it: an invoice or credit note is the office's (it is the company's tax
 * record), a receipt, lorry receipt or packing list is paper the crew hands over on the day.
 */
export const DOCUMENT_KINDS = {
  invoice: { prefix: 'INV', right: 'invoices.issue' },
  'credit-note': { prefix: 'CN', right: 'invoices.issue' },
  receipt: { prefix: 'RCT', right: 'documents.issue' },
  lr: { prefix: 'LR', right: 'documents.issue' },
  'packing-list': { prefix: 'PL', right: 'documents.issue' },
  // The proof of delivery is issued by the crew's `delivered` step (issue 47), never by hand:
  // it is drawn from the step, the customer's delivery signature and the photos.
  'delivery-receipt': { prefix: 'POD', right: 'moves.mine', byStep: true },
  /** The transporter's declaration for the TDS waiver, to a business customer (s. 194C(6)). */
  'tds-declaration': { prefix: 'TDD', right: 'invoices.issue' },
} as const satisfies Record<string, { prefix: string; right: Right; byStep?: true }>;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const documentKinds = Object.keys(DOCUMENT_KINDS) as DocumentKind[];

/** The kinds staff issue from the lead page or the API (not those a step of the move issues). */
export const staffIssuedKinds = documentKinds.filter(
  (kind) => !('byStep' in DOCUMENT_KINDS[kind]),
) as Exclude<DocumentKind, 'delivery-receipt'>[];
