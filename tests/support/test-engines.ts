import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type DbHandle } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';

/**
 * Test support: a fresh, migrated store per call: a temp SQLite file, or a new schema in
 * the PostgreSQL of TEST_DATABASE_URL. `drop` removes it again.
 */
export interface TestStore {
  handle: DbHandle;
  /** What to put in DATABASE_URL / DATA_DIR for code that opens the store itself. */
  databaseUrl?: string;
  dataDir?: string;
  drop(): Promise<void>;
}

export const testEngines = (['sqlite', 'postgres'] as const).filter(
  (engine) => engine === 'sqlite' || Boolean(process.env.TEST_DATABASE_URL),
);

export async function createTestStore(
  engine: 'sqlite' | 'postgres',
  options: { migrate?: boolean } = {},
): Promise<TestStore> {
  const store = engine === 'sqlite' ? sqliteStore() : await postgresStore();
  if (options.migrate !== false) await migrate(store.handle);
  return store;
}

function sqliteStore(): TestStore {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-'));
  const handle = connect({ dataDir });
  return {
    handle,
    dataDir,
    async drop() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresStore(): Promise<TestStore> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  const handle = connect({ databaseUrl });
  return {
    handle,
    databaseUrl,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
