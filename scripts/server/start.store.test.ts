import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';

const run = promisify(execFile);

describe('npm start with a store it cannot open', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'start-store-'));
    // A finished build as far as npm start can tell, so it goes straight to the store.
    fs.mkdirSync(path.join(scratch, 'next'));
    fs.writeFileSync(path.join(scratch, 'next', 'BUILD_ID'), 'test');
    fs.writeFileSync(path.join(scratch, 'a-file'), '');
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  const start = async (env: Record<string, string>) => {
    try {
      await run(process.execPath, ['scripts/server/start.mjs'], {
        env: { ...process.env, NEXT_DIST_DIR: path.join(scratch, 'next'), ...env },
        timeout: 30_000,
      });
    } catch (error) {
      const failed = error as { code: number; stderr: string; stdout: string };
      return { code: failed.code, stderr: failed.stderr, stdout: failed.stdout };
    }
    throw new Error('npm start did not stop');
  };

  it('stops with one line naming DATA_DIR when the SQLite folder cannot be made', async () => {
    const dataDir = path.join(scratch, 'a-file', 'data');
    const { code, stderr, stdout } = await start({ DATABASE_URL: '', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^Cannot open the SQLite store in DATA_DIR=${dataDir}: ENOTDIR`),
      ),
    ]);
  });

  it('stops with one line naming DATABASE_URL, without its password, when PostgreSQL is unreachable', async () => {
    const { code, stderr } = await start({
      DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/site',
    });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Cannot open the PostgreSQL store at DATABASE_URL=postgres://app:***@127.0.0.1:1/site: connect ECONNREFUSED 127.0.0.1:1',
    ]);
  });
});

describe('the SQLite store at rest', () => {
  it('creates its folder 700 and site.db, -wal and -shm 600, whatever the umask', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'store-modes-'));
    const dataDir = path.join(parent, 'data');
    const previous = process.umask(0o022);
    try {
      const handle = connect({ dataDir });
      await migrate(handle);
      const mode = (name: string) => fs.statSync(path.join(dataDir, name)).mode & 0o777;
      expect(mode('.')).toBe(0o700);
      for (const name of ['site.db', 'site.db-wal', 'site.db-shm']) expect(mode(name)).toBe(0o600);
      await handle.close();
    } finally {
      process.umask(previous);
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('makes an existing site.db 600 when it opens it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-modes-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'site.db'), '', { mode: 0o644 });
      const handle = connect({ dataDir });
      await migrate(handle);
      await handle.close();
      expect(fs.statSync(path.join(dataDir, 'site.db')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
