/**
 * Whether `translation` is a translation of the English module `english`: each of its exports is
 * one of the English module's, of the same kind. The browser's providers hold translations only
 * (no English module as a key, which would pull a lazily loaded form's English texts into the
 * page's first JavaScript), and a client component finds its module's translation by this;
 * translations.test.ts checks that it picks exactly one English module for every translation.
 */
export function translates(translation: object, english: object): boolean {
  const exports = Object.entries(translation).filter(([name]) => !translationOnly.has(name));
  return (
    exports.length > 0 &&
    exports.every(
      ([name, value]) =>
        name in english && typeof (english as Record<string, unknown>)[name] === typeof value,
    )
  );
}

/** Exports only a translation has: the note on a translated legal page that the English text binds. */
export const translationOnly: ReadonlySet<string> = new Set(['bindingNote']);
