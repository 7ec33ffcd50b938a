import { z } from 'zod';
import { validationMessages as m } from '@/content/validation';
import { isIsoDate, todayInIndia } from '@/lib/dates';
import { normalizeIndianPhone } from '@/lib/phone';
import { FIELD_LIMITS } from './limits';

/** Field rules shared by every lead form, so a name or an email means the same everywhere. */

export const personName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(FIELD_LIMITS.name, m.nameTooLong);

export const emailAddress = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(FIELD_LIMITS.email, m.emailTooLong)
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase());

export const indianPhone = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .max(FIELD_LIMITS.phone, m.phoneInvalid)
  .transform((value, ctx) => {
    const phone = normalizeIndianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: m.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

/** A YYYY-MM-DD date that is today (India time) or later. */
export const upcomingDate = z
  .string({ error: m.dateRequired })
  .trim()
  .min(1, m.dateRequired)
  .refine(isIsoDate, m.dateInvalid)
  .refine((value) => value >= todayInIndia(), m.datePast);

/** Free text of at most 2000 characters; empty becomes undefined. */
export const optionalLongText = z
  .string()
  .trim()
  .max(FIELD_LIMITS.longText, m.textTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

export const requiredLongText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(FIELD_LIMITS.longText, m.textTooLong);

export const shortText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(FIELD_LIMITS.shortText, m.fieldTooLong);
