/**
 * The phone field's hint on every public lead form. Its own module, not the booking's texts: the
 * quote and contact forms read their texts whole in the browser (useTexts), and reading the hint
 * from booking.ts put all of the booking form's texts into their scripts (about 1 KB brotli).
 */
export const phoneHint =
  'Indian mobile (98765 43210, +91 98765 43210) or landline with STD code (0674 254 1234).';
