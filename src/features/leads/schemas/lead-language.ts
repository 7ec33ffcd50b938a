import { z } from '@/lib/zod';
import { validationMessages as m } from '@/content/validation';
import { defaultLocale, locales } from '@/lib/i18n/locales';

/**
 * The customer's language, as every lead create accepts it (`language`): the page's locale, or
 * the API client's. Absent (or empty, as a form without the hidden field sends nothing) is
 * English, so older clients keep working; anything else but `en`, `hi` or `or` is refused.
 */
export const leadLanguageSchema = z
  .enum(locales, { error: m.leadLanguage })
  .optional()
  .transform((value) => value ?? defaultLocale);
