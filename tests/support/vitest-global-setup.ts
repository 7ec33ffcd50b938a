/** Says once, in one line, when the PostgreSQL half of the repository tests will not run. */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  }
}
