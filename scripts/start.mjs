// npm start: build when no build exists, apply migrations, then serve on PORT (3000).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const bin = (name) => path.join('node_modules', '.bin', name);

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`No production build in ${distDir}: building first (about a minute).`);
  run(bin('next'), ['build']);
}
run(process.execPath, ['scripts/run-ts.mjs', 'scripts/migrate.ts']);
run(bin('next'), ['start', '--port', process.env.PORT || '3000']);
