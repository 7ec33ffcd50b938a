// npm start: build when no build exists, apply migrations, then serve on PORT (3000).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serve } from './server.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`No production build in ${distDir}: building first (about a minute).`);
  run(path.join('node_modules', '.bin', 'next'), ['build']);
}
run(process.execPath, ['scripts/run-ts.mjs', 'scripts/migrate.ts']);
process.env.NODE_ENV = 'production';
await serve({ port: Number(process.env.PORT || 3000) });
