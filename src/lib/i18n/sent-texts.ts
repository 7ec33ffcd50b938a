/**
 * A translation as the server sends it to the browser's provider (texts-for-client.ts →
 * client-texts.tsx): the exports client components read, as data, under the key of the English
 * module they translate.
 */
export type SentTexts = { key: string; texts: Record<string, unknown> };

/** Marks a template function sent as its parts: text, argument number, text, … */
export const TEMPLATE = '$template';

/**
 * An English content module's key, the same in the server's and the browser's copy: its export
 * names. translations.test.ts checks that no two translated modules share one.
 */
export function moduleKey(english: object): string {
  return Object.keys(english).sort().join(',');
}
