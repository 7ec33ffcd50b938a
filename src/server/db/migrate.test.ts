import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from './connect';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';

const run = promisify(execFile);

describe.each(testEngines)('migrations on %s', (engine) => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await store?.drop();
    store = undefined;
  });

  it('applies every migration once, and a second run applies nothing', async () => {
    store = await createTestStore(engine, { migrate: false });
    expect(await migrate(store.handle)).toEqual(migrations.map((m) => m.name));
    expect(await migrate(store.handle)).toEqual([]);
    const rows = await sql<{ name: string }>`select name from schema_migrations`.execute(
      store.handle.db,
    );
    expect(rows.rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
  });

  it('rolls back a failing migration whole', async () => {
    store = await createTestStore(engine, { migrate: false });
    const broken = {
      name: '999-broken',
      async up(db: Parameters<(typeof migrations)[number]['up']>[0]) {
        await db.schema.createTable('half_done').addColumn('id', 'text').execute();
        throw new Error('boom');
      },
    };
    await expect(migrate(store.handle, [...migrations, broken])).rejects.toThrow('boom');
    const tables =
      engine === 'sqlite'
        ? await sql`select name from sqlite_master where name in ('half_done', 'bookings')`.execute(
            store.handle.db,
          )
        : await sql`select tablename from pg_tables where schemaname = current_schema() and tablename in ('half_done', 'bookings')`.execute(
            store.handle.db,
          );
    expect(tables.rows).toEqual([]);
  });

  it('two processes migrating the same fresh store at once apply each migration exactly once', async () => {
    store = await createTestStore(engine, { migrate: false });
    const env = {
      ...process.env,
      DATABASE_URL: store.databaseUrl ?? '',
      DATA_DIR: store.dataDir ?? '',
    };
    const migrateOnce = () =>
      run(process.execPath, ['scripts/server/run-ts.mjs', 'scripts/server/migrate.ts'], { env });
    const outputs = await Promise.all([migrateOnce(), migrateOnce(), migrateOnce()]);
    const applied = outputs.filter((o) => o.stdout.startsWith('Migrations applied')).length;
    expect(applied).toBe(1);
    const check = connect({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    try {
      const rows = await sql<{ name: string }>`select name from schema_migrations`.execute(
        check.db,
      );
      expect(rows.rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
    } finally {
      await check.close();
    }
  }, 60_000);
});
