// "Build when no build exists": npm start, the benchmarks and anything else that serves the
// production build call this instead of checking for BUILD_ID themselves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs `next build` into `distDir` when that folder holds no finished build (or when `force`
 * is set); exits the process when the build fails, because nothing after it can run. `dir` is
 * the app to build (this project by default; bench:lighthouse builds its empty floor page too).
 */
export function buildWhenMissing({ distDir, env = process.env, force = false, reason, dir }) {
  if (!force && fs.existsSync(path.resolve(dir ?? '.', distDir, 'BUILD_ID'))) return;
  console.log(reason ?? `Building the production app into ${distDir}…`);
  // An app in `dir` with node_modules of its own is built by its own Next: the project's Next
  // would load a second copy of React beside the app's.
  const own = dir ? path.join(dir, 'node_modules', '.bin', 'next') : '';
  const build = spawnSync(
    own && fs.existsSync(own) ? own : path.join('node_modules', '.bin', 'next'),
    dir ? ['build', dir] : ['build'],
    {
      stdio: 'inherit',
      env: { ...env, NEXT_DIST_DIR: distDir },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
