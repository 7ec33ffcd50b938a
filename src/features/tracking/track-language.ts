import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-paths';
import { trackPath } from './content';
import type { TrackResult } from './types';

/** `language=en` on /track: the customer chose to read their request in English. */
export const STAY_IN_ENGLISH = 'en';

type Query = Record<string, string | string[] | undefined>;

/**
 * Where the English /track sends a look-up it found, or undefined to show it here. A request
 * made on a Hindi or Odia page belongs to someone who reads that language first (often a
 * parent, with the reference a son typed into the English page): their request opens in it,
 * with what they typed. Only the English page moves them: a Hindi or Odia page is one the
 * visitor chose, and `language=en` (the Hindi and Odia result's "read in English") keeps the
 * English page. Only a found request moves: the language is told to no one else.
 */
export function trackLanguageTarget(
  locale: Locale,
  outcome: TrackResult | { ok: false } | undefined,
  query: Query,
): string | undefined {
  if (locale !== defaultLocale || !outcome?.ok) return undefined;
  const language = outcome.request.language;
  if (language === defaultLocale || query.language === STAY_IN_ENGLISH) return undefined;
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'language') continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) kept.append(name, one);
    }
  }
  // The browser carries the form's #track-answer over to the new address itself.
  return `${localizedPath(trackPath, language)}?${kept.toString()}`;
}

/** The same look-up on the English page, kept in English ("read this in English"). */
export function englishTrackHref(reference: string, contact: string): string {
  const query = new URLSearchParams({ reference, contact, language: STAY_IN_ENGLISH });
  return `${trackPath}?${query.toString()}`;
}
