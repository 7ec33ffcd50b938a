import type { Locale } from '@/lib/i18n/locales';

/**
 * Each language named in its own script, the same on every page (a reader finds their language
 * by its look), so this file has no translation.
 */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  or: 'ଓଡ଼ିଆ',
};
