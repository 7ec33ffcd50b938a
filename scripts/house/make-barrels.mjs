/**
 * Writes each feature's public face from what the rest of src/ imports of it: `index.ts` (what
 * may run anywhere: UI, content, schemas, rules, and the server actions forms post to) and
 * `server/index.ts` (server-only functions), then points those imports at them. Tests keep
 * reaching into a feature's insides. Run once after a move; later edits are by hand.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@\/features\/([^/']+)\/([^']+)'/g;
const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));

const PUBLIC_BY_PATH = /^(content|schemas?|settings|server\/actions)(\/|$)/;
const barrels = new Map(); // "X|client" → Map(module → Map(name → isType))
const sideOf = (modulePath) =>
  modulePath.startsWith('server/') ? 'server' : modulePath.startsWith('ui/') ? 'ui' : 'core';
const FACES = { server: 'server/index.ts', ui: 'ui/index.ts', core: 'index.ts' };

const edits = new Map();
for (const file of files) {
  const own = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const next = text.replace(IMPORT, (whole, typeOnly, names, feature, modulePath) => {
    // Texts, schemas and settings are public by their own path: they are data, evaluated at a
    // module's top level, and going through a face that loads the whole feature would turn
    // every cycle between features into a value read before it is set.
    if (feature === own || PUBLIC_BY_PATH.test(modulePath)) return whole;
    const side = sideOf(modulePath);
    const key = `${feature}|${side}`;
    if (!barrels.has(key)) barrels.set(key, new Map());
    const modules = barrels.get(key);
    if (!modules.has(modulePath)) modules.set(modulePath, new Map());
    for (const raw of names.split(',').map((n) => n.trim()).filter(Boolean)) {
      const isType = Boolean(typeOnly) || raw.startsWith('type ');
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const known = modules.get(modulePath).get(name);
      modules.get(modulePath).set(name, known === undefined ? isType : known && isType);
    }
    const target = `@/features/${feature}${side === 'core' ? '' : '/' + side}`;
    return whole.replace(`'@/features/${feature}/${modulePath}'`, `'${target}'`);
  });
  if (next !== text) edits.set(file, next);
}

for (const [key, modules] of barrels) {
  const [feature, side] = key.split('|');
  const seen = new Map();
  const lines = [];
  for (const [modulePath, names] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    for (const name of names.keys()) {
      if (seen.has(name) && seen.get(name) !== modulePath)
        throw new Error(`${feature} ${side}: ${name} from ${seen.get(name)} and ${modulePath}`);
      seen.set(name, modulePath);
    }
    const relative = './' + (side === 'core' ? modulePath : modulePath.slice(side.length + 1));
    const list = [...names].sort(([a], [b]) => a.localeCompare(b)).map(([n, t]) => (t ? `type ${n}` : n));
    lines.push(`export { ${list.join(', ')} } from '${relative}';`);
  }
  const header = {
    server: `import 'server-only';\n\n// The ${feature} feature's server functions that routes and other features may call.\n`,
    ui: `// The ${feature} feature's components that routes and other features may render.\n`,
    core: `// The ${feature} feature's rules and types that routes and other features may use (no React,\n// no server code: they run anywhere).\n`,
  }[side];
  const out = path.join(root, 'src/features', feature, FACES[side]);
  fs.writeFileSync(out, header + lines.join('\n') + '\n');
}
for (const [file, text] of edits) fs.writeFileSync(path.join(root, file), text);
console.log(`${barrels.size} barrels, ${edits.size} files pointed at them`);
