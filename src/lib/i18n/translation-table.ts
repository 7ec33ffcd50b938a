import type { Locale } from './locales';

/** An English content module (its namespace object) → its Hindi and Odia modules. */
export type TranslationTable = ReadonlyMap<object, Partial<Record<Exclude<Locale, 'en'>, object>>>;

const merged = new WeakMap<object, object>();

/**
 * The English module with the exports `translation` has replaced: a translation holds the texts
 * (typed `Translated<typeof en.x>`), while helpers and settings (paths, media, slugs) stay the
 * English module's own. Made once per pair.
 */
export function overlay<M extends object>(english: M, translation: object | undefined): M {
  if (!translation) return english;
  let both = merged.get(translation);
  if (!both) {
    both = { ...english, ...translation };
    merged.set(translation, both);
  }
  return both as M;
}

/**
 * The module of `locale` standing for `english`, English where no translation has landed
 * (translations.test.ts names every export and key missing). A translation's texts are widened
 * to `string`, which is all a component reads, so it is handed back as the English type.
 */
export function translationOf<M extends object>(
  table: TranslationTable,
  english: M,
  locale: Locale,
): M {
  if (locale === 'en') return english;
  return overlay(english, table.get(english)?.[locale]);
}
