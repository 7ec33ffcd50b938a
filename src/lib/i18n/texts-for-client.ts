import 'server-only';
import { moduleKey, TEMPLATE, type SentTexts } from './sent-texts';

/**
 * A text function the browser can be sent: one template literal of its parameters, nothing else
 * (`(date) => \`… ${date} …\``), as written or as the server build prints it. Anything more (a
 * plural choice, a number format, a lookup) is code, and code cannot cross to the browser as data.
 */
const plainTemplate =
  /^\(?\s*([\w$]+(?:\s*,\s*[\w$]+)*)?\s*\)?\s*=>\s*`((?:[^`\\$]|\\.|\$(?!\{)|\$\{\s*[\w$]+\s*\})*)`\s*$/;

/** Argument i as the function sees it, found again in what it returns. */
const slot = (i: number) => `\u0000${i}\u0000`;

/** The function as text parts and argument numbers, or undefined when it is more than a template. */
function asTemplate(fn: (...args: string[]) => unknown): (string | number)[] | undefined {
  if (!plainTemplate.test(fn.toString())) return undefined;
  const filled = fn(...Array.from({ length: fn.length }, (_, i) => slot(i)));
  if (typeof filled !== 'string') return undefined;
  return filled.split('\u0000').map((part, i) => (i % 2 ? Number(part) : part));
}

/**
 * A translation's value as data: strings, numbers and their arrays and objects as they are, a
 * template function as its parts (client-texts.tsx makes it a function again). A function that
 * is more than a template is left out, and the browser keeps the English one: those are the
 * texts only the server says (a rate limit's wait, a lookup by slug), which
 * translations.test.ts lists, so a new one is seen.
 */
function toData(value: unknown, dropped: string[], path: string): unknown {
  if (typeof value === 'function') {
    const parts = asTemplate(value as (...args: string[]) => unknown);
    if (!parts) dropped.push(path);
    return parts && { [TEMPLATE]: parts };
  }
  if (Array.isArray(value)) return value.map((item, i) => toData(item, dropped, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, item]) => [key, toData(item, dropped, `${path}.${key}`)] as const)
        .filter(([, item]) => item !== undefined),
    );
  return value;
}

/**
 * The exports `names` of `translation` (a Hindi or Odia module) as the browser's provider takes
 * them, keyed by its English module: only what the page's client components read
 * (scripts/content/i18n-registry.mjs finds the names), so the RSC payload carries no more.
 * `dropped` names the functions left out ("export.key.key").
 */
export function clientTextsOf(
  english: object,
  translation: object,
  names: readonly string[],
): { sent: SentTexts; dropped: string[] } {
  const dropped: string[] = [];
  const texts = Object.fromEntries(
    names
      .filter((name) => name in translation)
      .map((name) => [name, toData((translation as Record<string, unknown>)[name], dropped, name)]),
  );
  return { sent: { key: moduleKey(english), texts }, dropped };
}

/** The rows of a generated provider (src/lib/i18n/generated/<locale>/<group>.tsx) as sent. */
export function textsForClient(
  rows: readonly (readonly [english: object, translation: object, names: readonly string[]])[],
): SentTexts[] {
  return rows.map(
    ([english, translation, names]) => clientTextsOf(english, translation, names).sent,
  );
}
