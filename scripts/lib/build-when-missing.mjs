// "Build when no build exists": npm start, the benchmarks and anything else that serves the
// production build call this instead of checking for BUILD_ID themselves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `next build` with webpack rather than Next 16's default, Turbopack: measured on one commit
 * (docs/benchmarks.md, 25 November 2026, night), Turbopack copied shared modules (next/link,
 * the company's details, the icons) into several chunks that one page loads together, and
 * every form page loaded 5–11 KiB more script than the same app built with webpack. The app,
 * its browser tests and the benchmarks' floor page are all built this way.
 */
export const NEXT_BUILD_ARGS = ['build', '--webpack'];

/**
 * Runs `next build` into `distDir` when that folder holds no finished build (or when `force`
 * is set); exits the process when the build fails, because nothing after it can run. `dir` is
 * the app to build (this project by default; bench:lighthouse builds its empty floor page too);
 * `extraArgs` go to `next build` (bench:main-thread's `--no-mangling`).
 */
export function buildWhenMissing({
  distDir,
  env = process.env,
  force = false,
  reason,
  dir,
  extraArgs = [],
}) {
  if (!force && fs.existsSync(path.resolve(dir ?? '.', distDir, 'BUILD_ID'))) return;
  console.log(reason ?? `Building the production app into ${distDir}…`);
  // An app in `dir` with node_modules of its own is built by its own Next: the project's Next
  // would load a second copy of React beside the app's.
  const own = dir ? path.join(dir, 'node_modules', '.bin', 'next') : '';
  const build = spawnSync(
    own && fs.existsSync(own) ? own : path.join('node_modules', '.bin', 'next'),
    [...NEXT_BUILD_ARGS, ...extraArgs, ...(dir ? [dir] : [])],
    {
      stdio: 'inherit',
      env: { ...env, NEXT_DIST_DIR: distDir },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
