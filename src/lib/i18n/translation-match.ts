/**
 * Exports only a translation has: the note on a translated legal page that the English text
 * binds. translations.test.ts allows them beside the English module's own exports.
 */
export const translationOnly: ReadonlySet<string> = new Set(['bindingNote']);
