import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withClient } from './postgres-store-pool';
import { connect, SQLITE_FILE_NAME } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';

/**
 * Test support: the stores every test's store is copied from, migrated once per Vitest run
 * (tests/support/vitest-global-setup.ts) instead of once per test. Handed to the test workers
 * in one environment variable, read by tests/support/test-engines.ts.
 */
export const TEMPLATE_ENV = 'TEST_STORE_TEMPLATES';

export interface StoreTemplates {
  /** The migrated SQLite file. */
  sqlite: string;
  /** The migrated PostgreSQL database's name, when TEST_DATABASE_URL is set. */
  postgres?: string;
}

export async function makeStoreTemplates(
  databaseUrl: string | undefined,
): Promise<{ templates: StoreTemplates; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-template-'));
  const sqlite = connect({ dataDir });
  await migrate(sqlite);
  // Closing the only connection folds the WAL into site.db, so the one file is the store.
  await sqlite.close();
  const templates: StoreTemplates = { sqlite: path.join(dataDir, SQLITE_FILE_NAME) };
  const removeSqlite = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) return { templates, remove: async () => removeSqlite() };

  const name = `tpl_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) =>
    withClient(databaseUrl, (client) => client.query(statement)).then(() => {});
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const postgres = connect({ databaseUrl: url.toString() });
  try {
    await migrate(postgres);
  } finally {
    // A template may have no open connection while it is copied.
    await postgres.close();
  }
  templates.postgres = name;
  return {
    templates,
    async remove() {
      removeSqlite();
      // The template, and any copy a crashed test file left (postgres-store-pool.ts names them
      // after it).
      const copies = await withClient(databaseUrl, (client) =>
        client.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [`${name}_`],
        ),
      );
      for (const { datname } of copies.rows)
        await admin(`drop database if exists ${datname} with (force)`);
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
