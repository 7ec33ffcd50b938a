import pg from 'pg';

/**
 * Says once, in one line, when the PostgreSQL half of the repository tests will not run.
 * Otherwise installs pg_trgm once in the test database's public schema, so the per-test
 * schemas (dropped after each test) never own the extension that other tests' indexes use.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(
      'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm');
  } catch (error) {
    console.log(
      `pg_trgm could not be installed in the test database (${error instanceof Error ? error.message : error}); admin search tests run without the trigram index.`,
    );
  } finally {
    await client.end();
  }
}
