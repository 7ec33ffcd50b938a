/** What a payment is for and how it came: the lists the API, the form and the page share. */
export const PAYMENT_KINDS = ['advance', 'balance', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_MODES = ['upi', 'cash', 'bank', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
