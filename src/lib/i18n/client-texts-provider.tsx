import { useContext, useMemo } from 'react';
import { TextsContext } from './client-texts';
import type { Locale } from './locales';
import { moduleKey, TEMPLATE, type SentTexts } from './sent-texts';

// Apart from client-texts.tsx, which every client component imports: only the Hindi and Odia
// pages' providers (generated/client/*.tsx) load this, so an English page ships none of it.

/** A template sent as its parts, a function again: text, argument number, text, … */
function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (!value || typeof value !== 'object') return value;
  const parts = (value as Record<string, unknown>)[TEMPLATE];
  if (Array.isArray(parts))
    return (...args: unknown[]) =>
      parts.map((part, i) => (i % 2 ? String(args[part as number]) : part)).join('');
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]));
}

/**
 * Mounted by the /hi and /or root layouts (generated/<locale>/frame.tsx) and by the routes with
 * forms (generated/<locale>/booking.tsx, …), server components that send the translated texts
 * the page's client components read as props: no translation module is in any browser bundle.
 * An inner provider adds to the outer one's. An English page has none.
 */
export function ClientTexts({
  locale,
  texts,
  code,
  children,
}: {
  locale: Locale;
  texts: readonly SentTexts[];
  /** English module and translation pairs shipped as code (a group's generated/client/<group>-<locale>.tsx). */
  code?: readonly (readonly [english: object, translation: object])[];
  children: React.ReactNode;
}) {
  const outer = useContext(TextsContext).texts;
  const value = useMemo(() => {
    const all = new Map(outer);
    for (const sent of texts) all.set(sent.key, revive(sent.texts) as object);
    for (const [english, translation] of code ?? []) all.set(moduleKey(english), translation);
    return { locale, texts: all };
  }, [locale, outer, texts, code]);
  return <TextsContext value={value}>{children}</TextsContext>;
}
