'use client';

import { createContext, useContext } from 'react';
import type { Locale } from './locales';
import { moduleKey } from './sent-texts';

/**
 * The page's language and its translations by English module key (sent-texts.ts), given by
 * ClientTexts (client-texts-provider.tsx, which only /hi and /or pages load).
 */
export const TextsContext = createContext<{ locale: Locale; texts: ReadonlyMap<string, object> }>({
  locale: 'en',
  texts: new Map(),
});

/**
 * The English value with the translation's texts laid over it, key by key: what the server left
 * out (a function that is more than a template, texts-for-client.ts) stays English, and so do
 * the module's helpers and settings (paths, media, slugs), which a translation does not carry.
 */
function over(english: unknown, translation: unknown): unknown {
  if (translation === undefined) return english;
  if (
    !english ||
    typeof english !== 'object' ||
    Array.isArray(english) ||
    !translation ||
    typeof translation !== 'object' ||
    Array.isArray(translation)
  )
    return translation;
  const both: Record<string, unknown> = { ...english };
  for (const [key, item] of Object.entries(translation))
    both[key] = over((english as Record<string, unknown>)[key], item);
  return both;
}

/** English module and translation → the two laid over each other, made once per pair. */
const merged = new WeakMap<object, WeakMap<object, object>>();
const keys = new WeakMap<object, string>();

/**
 * A client component's texts in the page's language: `const { bookingPage } = useTexts(booking)`
 * with `import * as booking from '…/content/booking'`. English where the page sent no translation.
 */
export function useTexts<M extends object>(english: M): M {
  const { texts } = useContext(TextsContext);
  if (texts.size === 0) return english;
  let key = keys.get(english);
  if (key === undefined) {
    key = moduleKey(english);
    keys.set(english, key);
  }
  const translation = texts.get(key);
  if (!translation) return english;
  let byEnglish = merged.get(translation);
  if (!byEnglish) merged.set(translation, (byEnglish = new WeakMap()));
  let both = byEnglish.get(english);
  if (!both) byEnglish.set(english, (both = over(english, translation) as object));
  return both as M;
}

/** The page's language, for the `language` every public form posts. */
export function useLocale(): Locale {
  return useContext(TextsContext).locale;
}
