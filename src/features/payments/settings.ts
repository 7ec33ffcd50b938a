/** The payment form's bounds (checked at start by src/server/settings-check.ts). */
export const PAYMENT_LIMITS = { reference: 60, reason: 300, daysBack: 366 } as const;
