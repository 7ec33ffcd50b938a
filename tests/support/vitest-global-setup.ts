import pg from 'pg';
import { makeStoreTemplates, TEMPLATE_ENV } from './store-templates';

/**
 * Says once, in one line, when the PostgreSQL half of the repository tests will not run.
 * Otherwise installs pg_trgm once in the test database's public schema, so the per-test
 * schemas (dropped after each test) never own the extension that other tests' indexes use.
 * Then migrates the template stores once for the run (tests/support/store-templates.ts) and
 * removes them at the end.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(
      'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  } else {
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
  const made = await makeStoreTemplates(url);
  // The workers start after this and inherit the environment.
  process.env[TEMPLATE_ENV] = JSON.stringify(made.templates);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await made.remove();
  };
}
