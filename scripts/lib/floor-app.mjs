// The floor that bench:lighthouse and bench:phone measure beside the site: the smallest App
// Router page that can become interactive (a heading, a paragraph and one client button, no
// CSS), built with this project's Next.js into bench-results/floor-app and served by
// `next start`. What the site costs is read against it, on the same machine in the same run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWhenMissing } from './build-when-missing.mjs';

const FILES = {
  'app/layout.jsx': `export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  'app/page.jsx': `import { Counter } from './counter';\n\nexport default function Page() {\n  return <main><h1>Packers and movers</h1><p>An empty page: the same framework, nothing of the site, so what is measured here is the floor of this stack on this machine.</p><Counter /></main>;\n}\n`,
  // Turbopack builds everything under its root, which it takes to be the project's when the floor
  // sits inside it: the floor then compiled the site's src/instrumentation.ts (and, under the
  // site's next.config, found no page). Its own root, with node_modules beside it, keeps it empty.
  // Its build folder is NEXT_DIST_DIR's, as the site's: bench:main-thread builds one apart.
  'next.config.mjs': `export default {\n  distDir: process.env.NEXT_DIST_DIR || '.next',\n  turbopack: { root: import.meta.dirname },\n};\n`,
  'app/counter.jsx': `'use client';\nimport { useState } from 'react';\n\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button type="button" onClick={() => setCount(count + 1)}>Tapped {count} times</button>;\n}\n`,
};

/**
 * Writes the floor's source, builds it into `distDir` when that has no build or the source
 * changed (or `force`), starts `next start` on `port` and returns the child process and its
 * origin. `extraArgs` go to `next build` (bench:main-thread's `--no-mangling`).
 */
export function startFloor({ port, force = false, distDir = '.next', extraArgs = [] }) {
  const dir = path.resolve('bench-results/floor-app');
  for (const [file, text] of Object.entries(FILES)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.writeFileSync(target, text);
  }
  // Each build folder is judged on its own: a source written after its build makes it stale.
  const builtAt = path.join(dir, distDir, 'BUILD_ID');
  const stale =
    !fs.existsSync(builtAt) ||
    Object.keys(FILES).some(
      (file) => fs.statSync(path.join(dir, file)).mtimeMs > fs.statSync(builtAt).mtimeMs,
    );
  // Not the site's NEXT_DIST_DIR: the floor builds into a folder of its own.
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir };
  const build = force || stale;
  if (build) linkNodeModules(dir);
  buildWhenMissing({
    dir,
    distDir,
    env,
    force: build,
    extraArgs,
    reason: 'Building the floor (an empty Next.js page with one client button)…',
  });
  const child = spawn(
    path.join(dir, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1', dir],
    { env, stdio: 'ignore' },
  );
  return { child, origin: `http://127.0.0.1:${port}` };
}

/**
 * The project's node_modules as hard links inside the floor (Turbopack resolves nothing outside
 * its root and refuses a symbolic link that leaves it): a second or two, no extra space, and
 * the same Next and React as the site. Renewed at every floor build, so it follows an upgrade.
 */
function linkNodeModules(dir) {
  const target = path.join(dir, 'node_modules');
  fs.rmSync(target, { recursive: true, force: true });
  const copy = spawnSync('cp', ['-al', path.resolve('node_modules'), target], { stdio: 'inherit' });
  if (copy.status !== 0) {
    console.error(`Could not link node_modules into ${dir} (cp -al exited ${copy.status}).`);
    process.exit(1);
  }
}
