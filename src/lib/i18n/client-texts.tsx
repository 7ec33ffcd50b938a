'use client';

import { createContext, useContext, useMemo } from 'react';
import type { Locale } from './locales';
import { overlay } from './translation-table';
import { translates } from './translation-match';

const TextsContext = createContext<{ locale: Locale; texts: readonly object[] }>({
  locale: 'en',
  texts: [],
});

/** English module → its translation among a provider's, found once per list. */
const found = new WeakMap<readonly object[], Map<object, object | undefined>>();

function translationIn(texts: readonly object[], english: object): object | undefined {
  let known = found.get(texts);
  if (!known) {
    known = new Map();
    found.set(texts, known);
  }
  if (!known.has(english))
    known.set(
      english,
      texts.find((translation) => translates(translation, english)),
    );
  return known.get(english);
}

/**
 * Mounted by the /hi and /or root layouts (generated/<locale>/frame.tsx) and by the routes with
 * forms (generated/<locale>/booking.tsx, …), each with that locale's modules its pages need; an
 * inner one adds to the outer one's. An English page ships no provider and no translation.
 */
export function ClientTexts({
  locale,
  texts,
  children,
}: {
  locale: Locale;
  texts: readonly object[];
  children: React.ReactNode;
}) {
  const outer = useContext(TextsContext).texts;
  const value = useMemo(
    () => ({ locale, texts: outer.length ? [...texts, ...outer] : texts }),
    [locale, outer, texts],
  );
  return <TextsContext value={value}>{children}</TextsContext>;
}

/**
 * A client component's texts in the page's language: `const { bookingPage } = useTexts(booking)`
 * with `import * as booking from '…/content/booking'`. Falls back to English (see translationOf).
 */
export function useTexts<M extends object>(english: M): M {
  return overlay(english, translationIn(useContext(TextsContext).texts, english));
}

/** The page's language, for the `language` every public form posts. */
export function useLocale(): Locale {
  return useContext(TextsContext).locale;
}
