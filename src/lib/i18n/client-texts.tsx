'use client';

import { createContext, useContext } from 'react';
import type { Locale } from './locales';
import { overlay } from './translation-table';

const TextsContext = createContext<{ locale: Locale; texts: ReadonlyMap<object, object> }>({
  locale: 'en',
  texts: new Map(),
});

/**
 * Mounted by the /hi and /or root layouts (generated/<locale>-client-texts.tsx) with that
 * locale's modules only: an English page ships no provider and no translation.
 */
export function ClientTexts({
  locale,
  texts,
  children,
}: {
  locale: Locale;
  texts: ReadonlyMap<object, object>;
  children: React.ReactNode;
}) {
  return <TextsContext value={{ locale, texts }}>{children}</TextsContext>;
}

/**
 * A client component's texts in the page's language: `const { bookingPage } = useTexts(booking)`
 * with `import * as booking from '…/content/booking'`. Falls back to English (see translationOf).
 */
export function useTexts<M extends object>(english: M): M {
  return overlay(english, useContext(TextsContext).texts.get(english));
}

/** The page's language, for the `language` every public form posts. */
export function useLocale(): Locale {
  return useContext(TextsContext).locale;
}
