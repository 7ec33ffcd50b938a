import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '@/server/db/migrations';
import { killHard, startApp, waitForHealth } from './support/app-process';
import { expect, test } from './support/test';

/**
 * npm start migrates once: its migrate step says which migrations ran (or that none were
 * pending), and the app, started in the same process, does not check them again. Before, the
 * app's first getDb() ran the same migration pass a second time under its lock.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210) + 40;
const migrationLines = (log: string) => log.split('\n').filter((line) => /migration/i.test(line));

test('npm start reports the migrations it applied once, then that none are pending', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-migrations-'));
  const names = migrations.map((migration) => migration.name).sort((a, b) => a.localeCompare(b));
  try {
    for (const expected of [
      `Migrations applied on SQLite in ${dataDir}: ${names.join(', ')}.`,
      `No pending migrations on SQLite in ${dataDir}.`,
    ]) {
      const app = startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        await waitForHealth(PORT);
        // Healthy means the app has opened the store (its instrumentation does, at start).
        expect(migrationLines(app.log())).toEqual([expected]);
      } finally {
        await killHard(app.child);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
