import { z } from '@/lib/zod';
import { validationMessages as m } from '@/content/validation';
import { isIsoDate, latestDateInIndia, todayInIndia } from '@/lib/dates';
import { normalizeIndianPhone } from '@/lib/phone';
import { FIELD_LIMITS } from './limits';

/** Field rules shared by every lead form, so a name or an email means the same everywhere. */

// Never stored: NUL and the other control characters (tab and line breaks survive in long
// text only), and the bidirectional embeddings, overrides and isolates that make stored text
// display as something else in the staff area, a CSV or an email ("Trojan Source").
const CONTROLS_IN_LONG_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const CONTROLS_IN_LINE = /[\p{Cc}]/gu;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text with what is never stored removed; in one-line fields a tab or line break is a space. */
export function cleanText(value: string, multiline = false): string {
  const withoutControls = multiline
    ? value.replace(CONTROLS_IN_LONG_TEXT, '')
    : value.replace(CONTROLS_IN_LINE, (char) => (/[\t\n\r]/.test(char) ? ' ' : ''));
  return withoutControls.replace(BIDI_CONTROLS, '').trim();
}

// Zero-width joiners and marks stay in what is stored (Hindi and emoji need them), but text made
// of nothing else, or of spaces, shows nothing and so counts as not given.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/gu;
export const hasVisibleText = (value: string) => value.replace(INVISIBLE, '') !== '';

/** A required one-line or multi-line text: cleaned, then at least one visible character. */
const visibleText = (required: string, max: number, tooLong: string, multiline = false) =>
  z
    .string({ error: required })
    .overwrite((value) => cleanText(value, multiline))
    .refine(hasVisibleText, required)
    .max(max, tooLong);

export const personName = visibleText(m.nameRequired, FIELD_LIMITS.name, m.nameTooLong);

export const emailAddress = z
  .string({ error: m.emailRequired })
  .overwrite((value) => cleanText(value))
  .refine(hasVisibleText, { message: m.emailRequired, abort: true })
  .max(FIELD_LIMITS.email, m.emailTooLong)
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase());

export const indianPhone = z
  .string({ error: m.phoneRequired })
  .overwrite((value) => cleanText(value))
  .refine(hasVisibleText, { message: m.phoneRequired, abort: true })
  .max(FIELD_LIMITS.phone, m.phoneInvalid)
  .transform((value, ctx) => {
    const phone = normalizeIndianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: m.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

/**
 * A phone number where a form invites one without asking for it (contact, quote pop-up): left
 * empty it is undefined; anything typed must be a number `indianPhone` accepts.
 */
export const optionalIndianPhone = z
  .string()
  .overwrite((value) => cleanText(value))
  .max(FIELD_LIMITS.phone, m.phoneInvalid)
  .transform((value, ctx) => {
    if (!hasVisibleText(value)) return undefined;
    const phone = normalizeIndianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: m.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  })
  .optional();

/** A real YYYY-MM-DD date from today (India time) to two years ahead; the estimate's too. */
export const dateInRange = (schema: z.ZodString) =>
  schema
    .refine(isIsoDate, { message: m.dateInvalid, abort: true })
    .refine((value) => value >= todayInIndia(), m.datePast)
    .refine((value) => value <= latestDateInIndia(), m.dateTooFar);

/** A required moving date (booking, quotation). */
export const upcomingDate = dateInRange(
  z
    .string({ error: m.dateRequired })
    .overwrite((value) => cleanText(value))
    .min(1, { message: m.dateRequired, abort: true }),
);

/** Free text of at most 2000 characters; empty becomes undefined. */
export const optionalLongText = z
  .string()
  .overwrite((value) => cleanText(value, true))
  .max(FIELD_LIMITS.longText, m.textTooLong)
  .optional()
  .transform((value) => (value && hasVisibleText(value) ? value : undefined));

export const requiredLongText = (required: string) =>
  visibleText(required, FIELD_LIMITS.longText, m.textTooLong, true);

/** An optional one-line text: empty (or only invisible characters) becomes undefined. */
export const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .overwrite((value) => cleanText(value))
    .max(max, tooLong)
    .transform((value) => (hasVisibleText(value) ? value : undefined))
    .optional();

export const shortText = (required: string) =>
  visibleText(required, FIELD_LIMITS.shortText, m.fieldTooLong);
