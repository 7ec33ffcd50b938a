import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test support: the PostgreSQL databases a test file's stores live in, made once and emptied
 * between tests instead of made and dropped per test. `create database … template` and `drop
 * database` cost about 400 ms together on two busy cores (WAL for the whole catalogue); deleting
 * the rows of a test's few dozen tables costs 5-50 ms, and the role matrices alone make about
 * 300 stores per engine.
 *
 * A database goes back to the pool only if its shape is still the template's (a fingerprint of
 * its tables, columns, constraints and indexes, and the migrations it records): a test that
 * dropped or renamed a table, or anything else that fails while emptying it, gets its database
 * dropped as before. Each test file drops its pooled databases when it ends
 * (tests/support/vitest-file-setup.ts); the run's global teardown drops any left by a crash.
 */
const free: string[] = [];
let templateShape: { fingerprint: string; empty: string } | undefined;

/** Runs `run` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The same, on the test database of TEST_DATABASE_URL. */
export function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  return withClient(base, run);
}

const urlOf = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

/** The catalogue of the public schema, as one hash: what a test's DDL would change. */
const FINGERPRINT = `select md5(concat_ws('|',
  (select string_agg(relname || ':' || relkind::text, ',' order by relname, relkind) from pg_class c
     join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
  (select string_agg(table_name || '.' || column_name || ':' || data_type || ':' || is_nullable
     || ':' || coalesce(column_default, ''), ',' order by table_name, ordinal_position)
     from information_schema.columns where table_schema = 'public'),
  (select string_agg(conname || ':' || pg_get_constraintdef(c.oid), ',' order by conname) from pg_constraint c
     join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'),
  (select count(*) from schema_migrations)::text)) as fingerprint`;

/** Deletes every row but the migrations' record, foreign keys off (the rows all go together). */
async function emptyStatement(client: pg.Client) {
  const tables = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by tablename`,
  );
  const sequences = await client.query<{ name: string }>(
    `select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
  );
  return [
    'set session_replication_role = replica;',
    ...tables.rows.map(({ name }) => `delete from "${name}";`),
    ...sequences.rows.map(({ name }) => `alter sequence "${name}" restart;`),
    'set session_replication_role = default;',
  ].join(' ');
}

/** A database with the template's tables and no rows: one from the pool, or a new copy. */
export async function takeDatabase(template: string): Promise<string> {
  const pooled = free.pop();
  if (pooled) return pooled;
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  templateShape ??= await withClient(urlOf(name), async (client) => ({
    fingerprint: (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint,
    empty: await emptyStatement(client),
  }));
  return name;
}

const dropDatabase = (name: string) =>
  withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));

/** Empties the database back into the pool, or drops it if its shape changed. */
export async function giveBackDatabase(name: string): Promise<void> {
  const shape = templateShape;
  const reusable =
    shape !== undefined &&
    (await withClient(urlOf(name), async (client) => {
      // As `drop … with (force)` did: a connection a test left open is closed.
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const now = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
      if (now !== shape.fingerprint) return false;
      await client.query(shape.empty);
      return true;
    }).catch(() => false));
  if (reusable) free.push(name);
  else await dropDatabase(name);
}

/** Drops this file's pooled databases. */
export async function drainPool(): Promise<void> {
  await Promise.all(free.splice(0).map(dropDatabase));
}
