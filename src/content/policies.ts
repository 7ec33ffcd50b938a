/**
 * The promises our terms, FAQ and service pages make about time and money, written once so
 * every page quotes the same figure.
 */
export const policies = {
  /** A move can be moved to another date free of charge until this many hours before it. */
  freeRescheduleHours: 48,
  /** Damage must be reported within this many days of delivery to be claimed. */
  damageReportDays: 7,
  /** A complete claim is settled within this window (spec §9). */
  claimsResolution: '7-10 business days',
  /** Car transport door to door, depending on distance (spec §9). */
  carTransitDays: '2 to 10 days',
  /** The written quote stays valid for this many days. */
  quoteValidityDays: 15,
} as const;
