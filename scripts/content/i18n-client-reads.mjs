// Which translated content modules client code reads through useTexts, and which of their
// exports: i18n-registry.mjs writes only those into the providers, so only those reach the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a client file's `import * as name from '…'` lines lead to: alias → module path. */
function namespaceImports(file, text, src) {
  const found = new Map();
  for (const [, alias, spec] of text.matchAll(/import \* as (\w+) from '([^']+)'/g)) {
    const base = spec.startsWith('@/')
      ? path.join(src, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (base) found.set(alias, base);
  }
  return found;
}

/** `{ a, b: c, d = … }` → ['a', 'b', 'd']. */
const destructured = (pattern) =>
  pattern
    .split(',')
    .map((part) => part.split(/[:=]/)[0].trim())
    .filter(Boolean);

/**
 * The content modules client code reads through useTexts, each with the exports it reads: only
 * those translations, and only those exports, go to the browser. Read from the code as written:
 * `const { a, b } = useTexts(module)`, or `const texts = useTexts(module)` then `texts.a` /
 * `const { a } = texts`. A call this cannot read fails the script: write it one of those ways.
 * `files` are every file under `src`; `table` maps each translated English module (its path
 * without extension) to its translations; `root` is the project's, for the error's path.
 */
export function clientImported({ files, table, src, root }) {
  const found = new Map();
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes('useTexts(')) continue;
    const aliases = namespaceImports(file, text, src);
    const read = (alias, names) => {
      const base = aliases.get(alias);
      if (!base || !table.has(base)) return;
      const entry = found.get(base) ?? new Set();
      for (const name of names) entry.add(name);
      found.set(base, entry);
    };
    let calls = 0;
    for (const [, pattern, alias] of text.matchAll(/const \{([^}]*)\} = useTexts\((\w+)\)/g)) {
      read(alias, destructured(pattern));
      calls++;
    }
    for (const [, name, alias] of text.matchAll(/const (\w+) = useTexts\((\w+)\)/g)) {
      const names = [
        ...[...text.matchAll(new RegExp(`const \\{([^}]*)\\} = ${name};`, 'g'))].flatMap((m) =>
          destructured(m[1]),
        ),
        ...[...text.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((m) => m[1]),
      ];
      read(alias, names);
      calls++;
    }
    const all = (text.match(/useTexts\(\w+\)/g) ?? []).length;
    if (calls !== all && !file.endsWith('client-texts.tsx')) {
      console.error(`${path.relative(root, file)}: a useTexts call this script cannot read`);
      process.exit(1);
    }
  }
  return found;
}
