// npm start: build when no build exists, apply migrations (once: the app does not repeat
// them), then serve on PORT (3000), on HOST (every interface when unset).
import { spawnSync } from 'node:child_process';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { listenHostFrom } from '../../src/server/http/listen-host.mjs';
import { serve } from './server.mjs';

// A bad HOST stops the start before a build or a migration.
const hostname = listenHostFrom(process.env);
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
// The store is migrated and the log says what ran: the app's getDb() need not check again
// (src/server/db/migration-report.ts).
globalThis.__storeMigratedAtStart = true;
process.env.NODE_ENV = 'production';
await serve({ port: Number(process.env.PORT || 3000), hostname });
