import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { moduleKey } from './sent-texts';
import { clientTextsOf } from './texts-for-client';
import { translationOnly } from './translation-match';

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

  // The browser finds a module's translation by its English module's key (sent-texts.ts).
  it('each have an English module whose key no other translated module has', async () => {
    const keys = await Promise.all(
      [...new Set(files.map(englishPathOf))].map(async (file) => moduleKey(await english[file]!())),
    );
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  // What the server cannot send the browser (a function that is more than a template) stays
  // English there: each of these is said only by the server (the rate limit's wait by the
  // form's action; the review's route, average and WhatsApp text by the review pages and the
  // staff's), none by a client component (ReviewForm reads `reviewTexts.form` only). A new one
  // must be made a template, or be said by the server.
  it('send the browser every text function its client components call', async () => {
    const providers = import.meta.glob<{ rows: readonly [object, object, readonly string[]][] }>(
      '/src/lib/i18n/generated/{hi,or}/*.tsx',
    );
    const dropped: string[] = [];
    for (const [file, load] of Object.entries(providers))
      for (const [en, translation, names] of (await load()).rows)
        for (const path of clientTextsOf(en, translation, names).dropped)
          dropped.push(`${file.split('/').slice(-2).join('/')}: ${path}`);
    expect(dropped.sort()).toEqual([
      'hi/frame.tsx: formMessages.rateLimited',
      'hi/review.tsx: reviewTexts.page.average',
      'hi/review.tsx: reviewTexts.route',
      'hi/review.tsx: reviewTexts.whatsapp',
      'or/frame.tsx: formMessages.rateLimited',
      'or/review.tsx: reviewTexts.page.average',
      'or/review.tsx: reviewTexts.route',
    ]);
  });

  it('are all in the tables the pages read (scripts/content/i18n-registry.mjs)', () => {
    expect(() =>
      execFileSync('node', ['scripts/content/i18n-registry.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
