// The floor that bench:lighthouse and bench:phone measure beside the site: the smallest App
// Router page that can become interactive (a heading, a paragraph and one client button, no
// CSS), built with this project's Next.js into bench-results/floor-app and served by
// `next start`. What the site costs is read against it, on the same machine in the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWhenMissing } from './build-when-missing.mjs';

const FILES = {
  'app/layout.jsx': `export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  'app/page.jsx': `import { Counter } from './counter';\n\nexport default function Page() {\n  return <main><h1>Packers and movers</h1><p>An empty page: the same framework, nothing of the site, so what is measured here is the floor of this stack on this machine.</p><Counter /></main>;\n}\n`,
  'app/counter.jsx': `'use client';\nimport { useState } from 'react';\n\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button type="button" onClick={() => setCount(count + 1)}>Tapped {count} times</button>;\n}\n`,
};

/**
 * Writes the floor's source, builds it when it has no build or its source changed (or `force`),
 * starts `next start` on `port` and returns the child process and its origin.
 */
export function startFloor({ port, force = false }) {
  const dir = path.resolve('bench-results/floor-app');
  let changed = false;
  for (const [file, text] of Object.entries(FILES)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.writeFileSync(target, text);
    changed = true;
  }
  // The floor has no next.config, so it builds into its own `.next` whatever NEXT_DIST_DIR says.
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  buildWhenMissing({
    dir,
    distDir: '.next',
    env,
    force: force || changed,
    reason: 'Building the floor (an empty Next.js page with one client button)…',
  });
  const child = spawn(
    path.resolve('node_modules/.bin/next'),
    ['start', '-p', String(port), '-H', '127.0.0.1', dir],
    { env, stdio: 'ignore' },
  );
  return { child, origin: `http://127.0.0.1:${port}` };
}
