import { z } from '@/lib/zod';
import { validationMessages as m } from '@/content/validation';
import { isIsoDate, latestDateInIndia, todayInIndia } from '@/lib/dates';
import { normalizeIndianPhone } from '@/lib/phone';
import { FIELD_LIMITS } from './limits';

/** Field rules shared by every lead form, so a name or an email means the same everywhere. */

// Never stored: NUL and the other control characters (tab and line breaks survive in long
// text only), and the format characters: the bidirectional embeddings, overrides, isolates and
// marks that make stored text display as something else in the staff area, a CSV or an email
// ("Trojan Source"), and the zero-width spaces, word joiners and byte-order marks that show
// nothing. Kept: the zero-width non-joiner and joiner (Hindi and emoji need them) and the tag
// characters of a region's flag emoji.
const CONTROLS_IN_LONG_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const CONTROLS_IN_LINE = /[\p{Cc}]/gu;
const FORMAT_CHARACTERS = /(?![\u200C\u200D\u{E0020}-\u{E007F}])\p{Cf}/gu;

/** The text with what is never stored removed; in one-line fields a tab or line break is a space. */
export function cleanText(value: string, multiline = false): string {
  const withoutControls = multiline
    ? value.replace(CONTROLS_IN_LONG_TEXT, '')
    : value.replace(CONTROLS_IN_LINE, (char) => (/[\t\n\r]/.test(char) ? ' ' : ''));
  return withoutControls.replace(FORMAT_CHARACTERS, '').trim();
}

// Text made of nothing but spaces and invisible characters shows nothing and so counts as not
// given; a required text must say something: at least one letter or digit, in any script.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/gu;
export const hasVisibleText = (value: string) => value.replace(INVISIBLE, '') !== '';
const saysSomething = (value: string) => /[\p{L}\p{N}]/u.test(value);

// The two cleanings, by identity: schema-fields.test.ts walks every schema of this folder and
// finds each string's cleaning among its checks, so a field that skips it fails the suite.
const cleanLine = (value: string) => cleanText(value);
const cleanLines = (value: string) => cleanText(value, true);
/** Whether `tx` (an `overwrite` check's function) is the shared cleaning. */
export const isSharedCleaning = (tx: unknown) => tx === cleanLine || tx === cleanLines;

/**
 * Every string a schema reads starts here: one line (a tab or line break becomes a space) or,
 * with `multiline`, text whose line breaks stay. Cleaned before any other check sees it.
 */
export const cleanString = (error?: string, multiline = false) =>
  z
    .string(error === undefined ? undefined : { error })
    .overwrite(multiline ? cleanLines : cleanLine);

// What is kept exactly as sent because it is never shown and must match byte for byte (a
// password): marked here, so the walk over the schemas tells it from a string left uncleaned.
const verbatimStrings = new WeakSet<object>();
export function verbatim<Schema extends z.ZodType>(schema: Schema): Schema {
  verbatimStrings.add(schema);
  return schema;
}
export const isVerbatim = (schema: object) => verbatimStrings.has(schema);

/**
 * A required text: cleaned, then something to read (a letter or digit). `required` is the
 * message for a missing, empty or wordless value.
 */
export const requiredText = (required: string, max: number, tooLong: string, multiline = false) =>
  cleanString(required, multiline)
    .refine(hasVisibleText, { message: required, abort: true })
    .refine(saysSomething, { message: required, abort: true })
    .max(max, tooLong);

export const personName = requiredText(m.nameRequired, FIELD_LIMITS.name, m.nameTooLong);

export const emailAddress = cleanString(m.emailRequired)
  .refine(hasVisibleText, { message: m.emailRequired, abort: true })
  .max(FIELD_LIMITS.email, m.emailTooLong)
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase());

export const indianPhone = cleanString(m.phoneRequired)
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
export const optionalIndianPhone = cleanString()
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
  cleanString(m.dateRequired).min(1, { message: m.dateRequired, abort: true }),
);

/** Free text of at most 2000 characters; empty becomes undefined. */
export const optionalLongText = cleanString(undefined, true)
  .max(FIELD_LIMITS.longText, m.textTooLong)
  .optional()
  .transform((value) => (value && hasVisibleText(value) ? value : undefined));

export const requiredLongText = (required: string) =>
  requiredText(required, FIELD_LIMITS.longText, m.textTooLong, true);

/** An optional text: empty (or only invisible characters) becomes undefined. */
export const optionalText = (max: number, tooLong: string, multiline = false) =>
  cleanString(undefined, multiline)
    .max(max, tooLong)
    .transform((value) => (hasVisibleText(value) ? value : undefined))
    .optional();

/**
 * A reason, a driver's name: optional here, but where it is needed (a refund, a payment above
 * the balance, a credit note) it must say something, so text without a letter or digit counts
 * as not given.
 */
export const optionalReason = (max: number, tooLong: string, multiline = false) =>
  optionalText(max, tooLong, multiline).transform((value) =>
    value && saysSomething(value) ? value : undefined,
  );

/** An optional one-line text. */
export const optionalLine = (max: number, tooLong: string) => optionalText(max, tooLong);

export const shortText = (required: string) =>
  requiredText(required, FIELD_LIMITS.shortText, m.fieldTooLong);
