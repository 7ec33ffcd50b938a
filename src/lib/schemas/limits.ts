/**
 * Bounds and names the forms' inputs share with the schemas. Kept apart from them (no zod
 * here) so that a page's first JavaScript does not carry the validation library.
 */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 24,
  shortText: 120,
  longText: 2000,
  /** A street address (a booking's pickup or drop): one line, longer than a city. */
  address: 300,
} as const;

/** The honeypot: people never see it, so any value means a bot filled the form. */
export const HONEYPOT_FIELD = 'website';
