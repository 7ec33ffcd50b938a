/**
 * The customer's languages. English keeps today's URLs; Hindi and Odia live under /hi and /or.
 * Staff screens stay English (issue 49).
 */
export const locales = ['en', 'hi', 'or'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The value of `<html lang>` and `hreflang` for each locale. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', or: 'or-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The `og:locale` of a shared link. */
export const openGraphLocale: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN', or: 'or_IN' };
