// npm start: build when no build exists, apply migrations, then serve on PORT (3000).
import { spawnSync } from 'node:child_process';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { serve } from './server.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
buildWhenMissing({
  distDir,
  reason: `No production build in ${distDir}: building first (about a minute).`,
});
const migrate = spawnSync(
  process.execPath,
  ['scripts/server/run-ts.mjs', 'scripts/server/migrate.ts'],
  { stdio: 'inherit' },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
process.env.NODE_ENV = 'production';
await serve({ port: Number(process.env.PORT || 3000) });
