// Writes the tables that lead from an English content module to its Hindi and Odia files
// (docs/architecture.md#i18n). A translation is a file `X.hi.ts` / `X.or.ts` beside `X.ts`; this
// script finds them all, so adding one is: write the file, run `node scripts/content/i18n-registry.mjs`.
// `--check` writes nothing and exits 1 when the tables are stale (src/lib/i18n/registry.test.ts).
//
// Two tables per run:
// - src/lib/i18n/generated/server-translations.ts: every translation, for server components.
// - src/lib/i18n/generated/<locale>/<group>.tsx: server components, one per locale and group of
//   pages (clientGroups below), that send the exports client code reads (useTexts) of those
//   translations as data to the browser's provider: no translation module is in any browser
//   bundle, and a page's RSC payload carries only its own forms' texts.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientImported } from './i18n-client-reads.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'src');
const outDir = path.join(src, 'lib/i18n/generated');
const translatedLocales = ['hi', 'or'];
const header =
  '// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.\n';

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : walk(full);
    return [full];
  });
}

const files = walk(src);
const specifier = (file) =>
  '@/' +
  path
    .relative(src, file)
    .replaceAll(path.sep, '/')
    .replace(/\.tsx?$/, '');

/** English module (absolute path without extension) → the locales it has a file for. */
const table = new Map();
for (const file of files) {
  const match = /^(.*)\.(hi|or)\.ts$/.exec(file);
  if (!match || file.endsWith('.test.ts')) continue;
  const english = match[1];
  if (!existsSync(`${english}.ts`)) continue;
  const entry = table.get(english) ?? {};
  entry[match[2]] = file;
  table.set(english, entry);
}
const englishModules = [...table.keys()].sort();

function serverTable() {
  const imports = [];
  const rows = [];
  englishModules.forEach((english, i) => {
    imports.push(`import * as en${i} from '${specifier(english)}';`);
    const cells = translatedLocales
      .filter((locale) => table.get(english)[locale])
      .map((locale) => {
        imports.push(`import * as ${locale}${i} from '${specifier(table.get(english)[locale])}';`);
        return `${locale}: ${locale}${i}`;
      });
    rows.push(`  [en${i}, { ${cells.join(', ')} }],`);
  });
  return (
    header +
    `import type { TranslationTable } from '../translation-table';\n` +
    imports.join('\n') +
    `\n\nexport const serverTranslations: TranslationTable = new Map<object, Partial<Record<'hi' | 'or', object>>>([\n` +
    rows.join('\n') +
    `\n]);\n`
  );
}

/**
 * Which client texts each page needs, so a page's JavaScript carries only its own translations:
 * `frame` is mounted by the locale's root layout (every page), the others by the routes that
 * show their forms (src/app/hi/booking/page.tsx mounts `booking`). A module read through
 * useTexts but in no group fails this script: say where it is shown.
 */
const clientGroups = {
  frame: [
    'content/language-switch',
    'content/errors',
    'content/forms',
    'content/honeypot',
    'content/validation',
    'features/leads/content/newsletter',
  ],
  // The success panel's texts (features/tracking/content-on-success) go with every lead form.
  booking: [
    'features/leads/content/booking',
    'features/estimate/content/carried-estimate',
    'features/tracking/content-on-success',
  ],
  contact: ['features/leads/content/contact', 'features/tracking/content-on-success'],
  quote: [
    'features/leads/content/quote-request',
    'features/tracking/content-on-success',
    'content/services',
    'features/estimate/content/carried-estimate',
  ],
  estimate: [
    'features/estimate/content/estimate',
    'features/estimate/content/estimate-lines',
    'content/cities',
    'features/tracking/content-on-success',
    'features/survey/content/estimate-survey',
  ],
  review: ['features/reviews/content'],
  // The damage claim form on /track, once a move is delivered.
  track: ['features/claims/content'],
};

/**
 * Translations whose text functions client components call in the browser and that are code, not
 * templates (a plural choice, a lookup of a size's name): texts-for-client.ts cannot send them as
 * data, so their locale's own client module of the group imports them (a Hindi page's estimate
 * ships estimate-lines.hi, about 1.5 KiB gzip; an English page none).
 */
const codeModules = ['features/estimate/content/estimate-lines'];

/** The English modules of `group` that `locale` translates and client code reads, and their ids. */
function groupModules(locale, group, client) {
  return englishModules.flatMap((english, i) => {
    const id = path.relative(src, english).replaceAll(path.sep, '/');
    const read = client.has(english) && clientGroups[group].includes(id);
    return read && table.get(english)[locale] ? [{ english, i, id }] : [];
  });
}

const hasCode = (locale, group, client) =>
  groupModules(locale, group, client).some(({ id }) => codeModules.includes(id));

function clientProvider(locale, group, client) {
  const name = { hi: 'Hindi', or: 'Odia' }[locale];
  const imports = [];
  const rows = [];
  groupModules(locale, group, client).forEach(({ english, i, id }) => {
    if (codeModules.includes(id)) return;
    imports.push(`import * as en${i} from '${specifier(english)}';`);
    imports.push(`import * as ${locale}${i} from '${specifier(table.get(english)[locale])}';`);
    const names = [...client.get(english)].sort().map((n) => `'${n}'`);
    rows.push(`  [en${i}, ${locale}${i}, [${names.join(', ')}]],`);
  });
  return (
    header +
    `import { Texts as ClientTexts } from '../client/${hasCode(locale, group, client) ? `${group}-${locale}` : group}';\n` +
    `import { textsForClient } from '../../texts-for-client';\n` +
    imports.join('\n') +
    `\n\n/** English module, translation, the exports client components read (translations.test.ts). */\n` +
    `export const rows = [\n` +
    rows.join('\n') +
    `\n] as const;\n\n` +
    `// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).\n` +
    `const texts = textsForClient(rows);\n\n` +
    `/** The ${name} texts of the ${group} group's client components, sent from the server (scripts/content/i18n-registry.mjs). */\n` +
    `export function Texts({ children }: { children: React.ReactNode }) {\n` +
    `  return (\n    <ClientTexts locale="${locale}" texts={texts}>\n      {children}\n    </ClientTexts>\n  );\n}\n`
  );
}

/**
 * The browser's side of a group's providers, for both locales: ClientTexts under a module of the
 * group's own. Next maps a client module to the chunks of one route that mounts it, and gives
 * those to every route below; the one ClientTexts mounted by the /hi layout and by /hi's home
 * page made /hi/faq load the home page's chunks (+4 KiB). One module per group keeps each
 * route's chunks its own, as when each provider was a client module.
 */
function clientSide(group) {
  return (
    `'use client';\n\n` +
    header +
    `import { ClientTexts } from '../../client-texts-provider';\n\n` +
    `/** The ${group} group's provider in the browser (see clientSide in scripts/content/i18n-registry.mjs). */\n` +
    `export function Texts(props: React.ComponentProps<typeof ClientTexts>) {\n` +
    `  return <ClientTexts {...props} />;\n}\n`
  );
}

/** A group's browser side for one locale, with the translations it ships as code (codeModules). */
function clientSideWithCode(locale, group, client) {
  const code = groupModules(locale, group, client).filter(({ id }) => codeModules.includes(id));
  return (
    `'use client';\n\n` +
    header +
    `import { ClientTexts } from '../../client-texts-provider';\n` +
    code
      .map(
        ({ english, i }) =>
          `import * as en${i} from '${specifier(english)}';\n` +
          `import * as ${locale}${i} from '${specifier(table.get(english)[locale])}';\n`,
      )
      .join('') +
    `\n/** English module and its translation, shipped as code (codeModules in scripts/content/i18n-registry.mjs). */\n` +
    `const code = [${code.map(({ i }) => `[en${i}, ${locale}${i}]`).join(', ')}] as const;\n\n` +
    `/** The ${group} group's provider in the browser on the ${locale} pages, with its code texts. */\n` +
    `export function Texts(props: React.ComponentProps<typeof ClientTexts>) {\n` +
    `  return <ClientTexts {...props} code={code} />;\n}\n`
  );
}

const client = clientImported({ files, table, src, root });
const grouped = new Set(Object.values(clientGroups).flat());
const ungrouped = [...client.keys()]
  .map((file) => path.relative(src, file).replaceAll(path.sep, '/'))
  .filter((id) => !grouped.has(id));
if (ungrouped.length) {
  console.error(`read through useTexts but in no group of clientGroups: ${ungrouped.join(', ')}`);
  process.exit(1);
}
// Every group is shown on public pages in every language: a module a group lists without its
// Hindi or Odia file would show English there (the estimate's survey box did, unnoticed).
const untranslated = [...grouped].flatMap((id) => {
  const locales = table.get(path.join(src, id)) ?? {};
  const missing = translatedLocales.filter((locale) => !locales[locale]);
  return missing.length ? [`${id} (${missing.join(', ')})`] : [];
});
if (untranslated.length) {
  console.error(`in clientGroups without a translation: ${untranslated.join('; ')}`);
  process.exit(1);
}
const outputs = {
  'server-translations.ts': serverTable(),
  ...Object.fromEntries(
    Object.keys(clientGroups)
      .filter((group) => translatedLocales.some((locale) => !hasCode(locale, group, client)))
      .map((group) => [`client/${group}.tsx`, clientSide(group)]),
  ),
  ...Object.fromEntries(
    translatedLocales.flatMap((locale) =>
      Object.keys(clientGroups)
        .filter((group) => hasCode(locale, group, client))
        .map((group) => [
          `client/${group}-${locale}.tsx`,
          clientSideWithCode(locale, group, client),
        ]),
    ),
  ),
  ...Object.fromEntries(
    translatedLocales.flatMap((locale) =>
      Object.keys(clientGroups).map((group) => [
        `${locale}/${group}.tsx`,
        clientProvider(locale, group, client),
      ]),
    ),
  ),
};

const stale = Object.entries(outputs).filter(([name, text]) => {
  const file = path.join(outDir, name);
  return !existsSync(file) || readFileSync(file, 'utf8') !== text;
});
if (process.argv.includes('--check')) {
  if (stale.length) {
    console.error(
      `stale: ${stale.map(([n]) => n).join(', ')}; run node scripts/content/i18n-registry.mjs`,
    );
    process.exit(1);
  }
} else {
  for (const [name, text] of stale) {
    mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    writeFileSync(path.join(outDir, name), text);
  }
  console.log(`${englishModules.length} translated modules; wrote ${stale.length} file(s)`);
}
