/** What a payment is for and how it came: the lists the API, the form and the page share. */
export const PAYMENT_KINDS = ['advance', 'balance', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * `tds`: income tax the payer deducted from the bill (s. 194C; s. 393 of the Income-tax Act
 * 2025) and paid to the government for us: it counts towards what was paid, with its
 * certificate (Form 16A) number as the reference (issue 48).
 */
export const PAYMENT_MODES = ['upi', 'cash', 'bank', 'card', 'tds'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
