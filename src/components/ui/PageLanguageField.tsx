'use client';

import { useLocale } from '@/lib/i18n/client-texts';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * The page's language, sent with every lead form on a Hindi or Odia page (with JavaScript and
 * without: both post the form's FormData), so the lead keeps it and its emails speak it. An
 * English page sends none, and the lead is English.
 */
export function PageLanguageField() {
  const locale = useLocale();
  if (locale === defaultLocale) return null;
  return <input type="hidden" name="language" value={locale} />;
}
