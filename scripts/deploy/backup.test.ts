import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';

const run = promisify(execFile);
const sqlite3 = ['/usr/bin/sqlite3', '/usr/local/bin/sqlite3'].find((p) => fs.existsSync(p));
if (!sqlite3) console.log('backup.test.ts skipped: deploy/backup.sh needs the sqlite3 program.');

/** deploy/backup.sh, the daily timer's job, on a real SQLite store that the app has written. */
describe.skipIf(!sqlite3)('deploy/backup.sh on SQLite', () => {
  let scratch = '';
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('writes a private, whole copy of the store and drops copies older than KEEP_DAYS', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
    const [dataDir, backupDir] = [path.join(scratch, 'data'), path.join(scratch, 'backups')];
    const handle = connect({ dataDir });
    const applied = await migrate(handle);
    const stale = path.join(backupDir, 'site-2000-01-01.db');
    fs.mkdirSync(backupDir);
    fs.writeFileSync(stale, '');
    fs.utimesSync(stale, new Date('2000-01-02'), new Date('2000-01-02'));
    try {
      // The app still has the store open (WAL mode), as on the server at 03:30.
      const { stdout } = await run('sh', ['deploy/backup.sh'], {
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          BACKUP_DIR: backupDir,
          KEEP_DAYS: '14',
        },
      });
      const copy = stdout.trim().replace(/^Backed up to /, '');
      expect(path.dirname(copy)).toBe(backupDir);
      expect(fs.readdirSync(backupDir)).toEqual([path.basename(copy)]);
      expect(fs.statSync(copy).mode & 0o777).toBe(0o600);
      // Read with the sqlite3 program, as a restore would: the copy is a store of its own.
      const names = await run(sqlite3!, [copy, 'select name from schema_migrations order by name']);
      expect(names.stdout.trim().split('\n')).toEqual([...applied].sort());
    } finally {
      await handle.close();
    }
  });
});
