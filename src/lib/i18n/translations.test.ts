import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { translates, translationOnly } from './translation-match';

// Every Hindi and Odia content file beside its English module (docs/architecture.md#i18n).
const translations = import.meta.glob<Record<string, unknown>>([
  '/src/**/*.{hi,or}.ts',
  '!**/*.test.ts',
]);
const english = import.meta.glob<Record<string, unknown>>([
  '/src/**/*.ts',
  '!**/*.{hi,or}.ts',
  '!**/*.test.ts',
]);

const englishPathOf = (file: string) => file.replace(/\.(hi|or)\.ts$/, '.ts');

/**
 * Where `translated` differs in shape from `original`: a key missing or extra, an array of
 * another length, a text where English has a function or the reverse, a link (a path) changed.
 * Texts themselves may differ; everything that is not a text must be the same.
 */
function shapeDifferences(original: unknown, translated: unknown, at: string): string[] {
  if (typeof original === 'function')
    return typeof translated === 'function' ? [] : [`${at}: a function in English`];
  if (typeof original === 'string') {
    if (typeof translated !== 'string') return [`${at}: a text in English`];
    const isPath = /^\/[\w\-/?=&#.]*$/.test(original);
    return isPath && translated !== original ? [`${at}: the link ${original} changed`] : [];
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(translated)) return [`${at}: a list in English`];
    if (translated.length !== original.length)
      return [`${at}: ${translated.length} items, English has ${original.length}`];
    return original.flatMap((item, i) => shapeDifferences(item, translated[i], `${at}[${i}]`));
  }
  if (original !== null && typeof original === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated))
      return [`${at}: an object in English`];
    const keys = new Set([...Object.keys(original), ...Object.keys(translated)]);
    return [...keys].flatMap((key) => {
      if (!(key in translated)) return [`${at}.${key}: missing`];
      if (!(key in original)) return [`${at}.${key}: not in English`];
      return shapeDifferences(
        (original as Record<string, unknown>)[key],
        (translated as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
    });
  }
  return translated === original
    ? []
    : [`${at}: ${String(translated)}, English has ${String(original)}`];
}

describe('translations', () => {
  const files = Object.keys(translations).sort();

  it('exist', () => expect(files.length).toBeGreaterThan(0));

  it.each(files)('%s has every key of its English module, in the same shape', async (file) => {
    const load = english[englishPathOf(file)];
    expect(load, `${file} has no English module beside it`).toBeDefined();
    const [en, translation] = await Promise.all([load!(), translations[file]!()]);
    const problems = Object.keys(translation).flatMap((name) =>
      name in en
        ? shapeDifferences(en[name], translation[name], name)
        : translationOnly.has(name)
          ? []
          : [`${name}: not in English`],
    );
    expect(problems).toEqual([]);
  });

  // Both languages translate the same exports of a module (a text left English in one only is
  // a slip; one left out of both on purpose, a setting or a helper, is the same in each).
  const pairs = files.filter(
    (file) => file.endsWith('.hi.ts') && translations[file.replace(/\.hi\.ts$/, '.or.ts')],
  );
  it.each(pairs)('%s and its Odia file translate the same exports', async (file) => {
    const [hi, or] = await Promise.all([
      translations[file]!(),
      translations[file.replace(/\.hi\.ts$/, '.or.ts')]!(),
    ]);
    expect(Object.keys(or).sort()).toEqual(Object.keys(hi).sort());
  });

  // The browser finds a module's translation by its exports (translation-match.ts).
  it('each match their own English module and no other', async () => {
    const englishOf = Object.fromEntries(
      await Promise.all(
        [...new Set(files.map(englishPathOf))].map(async (file) => [file, await english[file]!()]),
      ),
    );
    for (const file of files) {
      const translation = await translations[file]!();
      const matches = Object.keys(englishOf).filter((en) => translates(translation, englishOf[en]));
      expect(matches, file).toEqual([englishPathOf(file)]);
    }
  });

  it('are all in the tables the pages read (scripts/content/i18n-registry.mjs)', () => {
    expect(() =>
      execFileSync('node', ['scripts/content/i18n-registry.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
