import { policies } from '@/content/policies';

/**
 * The quotation's rules as data: bounds and defaults the editor, the schemas and the store
 * check against (checked at start by src/server/settings-check.ts).
 */

/** Bounds and defaults of a firm quotation (amounts in paise). */
export const QUOTATION_LIMITS = {
  lines: 30,
  label: 80,
  /** ₹50 lakh a line and ₹1 crore in all: far above any household move, and inside a 32-bit column. */
  lineMaxPaise: 5_000_000_00,
  totalMaxPaise: 10_000_000_00,
  /** A quotation stays open at most this many days. */
  maxValidDays: 90,
  name: 80,
  message: 1_000,
  utr: 22,
} as const;

export const quotationDefaults = {
  /** The advance a new quotation asks: 10 % of the total, as Indian movers commonly do. */
  advancePercent: 10,
  validDays: policies.quoteValidityDays,
} as const;
