import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, SQLITE_FILE_NAME, type DbHandle } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import { giveBackDatabase, takeDatabase, withAdmin } from './postgres-store-pool';
import { TEMPLATE_ENV, type StoreTemplates } from './store-templates';

/**
 * Test support: a fresh, migrated store per call: a temp SQLite file, or a new database in
 * the PostgreSQL of TEST_DATABASE_URL. `drop` removes it again. Under Vitest the migrations
 * ran once for the whole run (tests/support/vitest-global-setup.ts): a SQLite store is a copy
 * of the migrated template file and a PostgreSQL store a copy of the migrated template database,
 * emptied and reused between tests (postgres-store-pool.ts), so each test still starts alone. Without templates
 * (the benchmarks' scripts), or with `migrate: false`, the store starts empty and is migrated
 * here.
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

function templates(): StoreTemplates | undefined {
  const value = process.env[TEMPLATE_ENV];
  return value ? (JSON.parse(value) as StoreTemplates) : undefined;
}

export async function createTestStore(
  engine: 'sqlite' | 'postgres',
  options: { migrate?: boolean } = {},
): Promise<TestStore> {
  const wanted = options.migrate !== false;
  const template = wanted ? templates()?.[engine] : undefined;
  const store = engine === 'sqlite' ? sqliteStore(template) : await postgresStore(template);
  if (wanted && !template) await migrate(store.handle);
  return store;
}

function sqliteStore(templateFile?: string): TestStore {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-'));
  if (templateFile) fs.copyFileSync(templateFile, path.join(dataDir, SQLITE_FILE_NAME));
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

async function postgresStore(templateDatabase?: string): Promise<TestStore> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  let release: () => Promise<void>;
  if (templateDatabase) {
    // A database with the template's tables and no rows, reused between tests (postgres-store-pool.ts).
    const name = await takeDatabase(templateDatabase);
    url.pathname = `/${name}`;
    release = () => giveBackDatabase(name);
  } else {
    // An empty schema in the test database, for a test that migrates it itself.
    const name = `t_${randomBytes(6).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create schema ${name}`));
    url.searchParams.set('options', `-c search_path=${name}`);
    release = () => withAdmin((admin) => admin.query(`drop schema ${name} cascade`)).then(() => {});
  }
  const databaseUrl = url.toString();
  const handle = connect({ databaseUrl });
  return {
    handle,
    databaseUrl,
    async drop() {
      await handle.close();
      await release();
    },
  };
}
