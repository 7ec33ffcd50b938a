/**
 * Moves the tree into feature folders (scripts/house/feature-map.mjs) and mends every import,
 * or, given file names, mends only their imports (a branch begun before the move):
 *   node scripts/house/rewrite-imports.mjs --move        (once, on main)
 *   node scripts/house/rewrite-imports.mjs <files…>      (after merging main into a branch)
 * Inside one feature (or one platform folder) an import stays relative; between them it is
 * written with the @/ alias.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_MOVES } from './feature-map.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every file under src/ that a rule moves: absolute old path → absolute new path. */
function plannedMoves(files) {
  const moves = new Map();
  for (const file of files) {
    const rel = path.relative(src, file);
    let best;
    for (const [from, to] of FEATURE_MOVES) {
      const fits = from.endsWith('/') ? rel.startsWith(from) : rel === from;
      if (fits && (!best || from.length > best[0].length)) best = [from, to];
    }
    if (!best) continue;
    const [from, to] = best;
    const target = from.endsWith('/') ? to + rel.slice(from.length) : to;
    moves.set(file, path.join(src, target));
  }
  return moves;
}

/** The unit an import stays relative within: a feature, or a top folder of src/. */
function unitOf(file) {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === 'features') return rel.slice(0, 2).join('/');
  return rel.length > 2 ? rel.slice(0, 2).join('/') : rel[0];
}

function resolveSpecifier(specifier, importer, exists) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('@tests/')) base = path.join(root, 'tests', specifier.slice(7));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) if (exists(base + extension)) return base + extension;
  return undefined;
}

function specifierFor(original, importerNew, targetNew) {
  const keepExtension = /\.(mjs|js|css)$/.test(original);
  const strip = (p) =>
    keepExtension ? p : p.replace(/\.(tsx?|mjs|js)$/, '').replace(/\/index$/, '');
  const inSrc = (p) => p.startsWith(src + path.sep);
  const alias = original.startsWith('@/');
  if (
    inSrc(importerNew) &&
    inSrc(targetNew) &&
    (alias || unitOf(importerNew) !== unitOf(targetNew))
  )
    return '@/' + strip(path.relative(src, targetNew)).split(path.sep).join('/');
  if (alias) return '@/' + strip(path.relative(src, targetNew)).split(path.sep).join('/');
  let rel = strip(path.relative(path.dirname(importerNew), targetNew))
    .split(path.sep)
    .join('/');
  if (!rel.startsWith('.')) rel = './' + rel;
  return rel;
}

const PATTERN = /((?:from|import|mock|require|importActual)\s*\(?\s*)(['"])([^'"\n]+)\2/g;

function rewrite(text, importerOld, importerNew, moves, exists) {
  return text.replace(PATTERN, (whole, lead, quote, specifier) => {
    const targetOld = resolveSpecifier(specifier, importerOld, exists);
    if (!targetOld) return whole;
    const targetNew = moves.get(targetOld) ?? targetOld;
    if (targetNew === targetOld && importerNew === importerOld) return whole;
    const next = specifierFor(specifier, importerNew, targetNew);
    return `${lead}${quote}${next}${quote}`;
  });
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean)
  .map((file) => path.join(root, file));
const codeFile = (file) =>
  /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`);

if (process.argv[2] === '--move') {
  const moves = plannedMoves(tracked.filter((file) => file.startsWith(src + path.sep)));
  const targets = new Set();
  for (const target of moves.values()) {
    if (targets.has(target)) throw new Error(`two files would become ${target}`);
    targets.add(target);
  }
  const oldFiles = new Set(tracked);
  const exists = (p) => oldFiles.has(p);
  const texts = new Map();
  for (const file of tracked.filter(codeFile)) {
    const text = fs.readFileSync(file, 'utf8');
    const next = rewrite(text, file, moves.get(file) ?? file, moves, exists);
    if (next !== text) texts.set(moves.get(file) ?? file, next);
  }
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    execFileSync('git', ['mv', from, to], { cwd: root });
  }
  for (const [file, text] of texts) fs.writeFileSync(file, text);
  console.log(`moved ${moves.size} files, mended imports in ${texts.size}`);
} else {
  const moves = folderAware();
  const isFile = (p) => fs.existsSync(p) && fs.statSync(p).isFile();
  // After the move the old paths are gone: an old path counts if its new place exists.
  const exists = (p) => isFile(p) || isFile(moves.get(p) ?? '');
  for (const name of process.argv.slice(2)) {
    const file = path.resolve(name);
    const text = fs.readFileSync(file, 'utf8');
    const next = rewrite(text, file, file, moves, exists);
    if (next !== text) fs.writeFileSync(file, next);
  }
}

/** For a branch: an old folder-rule path maps by its rule even when git no longer lists it. */
function folderAware() {
  return {
    get(p) {
      const rel = path.relative(src, p);
      const rule = FEATURE_MOVES.filter(([from]) =>
        from.endsWith('/') ? rel.startsWith(from) : rel === from,
      ).sort((a, b) => b[0].length - a[0].length)[0];
      if (!rule) return undefined;
      return path.join(src, rule[0].endsWith('/') ? rule[1] + rel.slice(rule[0].length) : rule[1]);
    },
  };
}
