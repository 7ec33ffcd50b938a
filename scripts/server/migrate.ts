import { env } from '../../src/env';
import { connect } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';

/** npm run db:migrate: apply pending migrations to the configured store and say what ran. */
async function main() {
  const config = env();
  const handle = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const applied = await migrate(handle);
    const where = handle.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`;
    console.log(
      applied.length ? `Applied ${applied.join(', ')} on ${where}.` : `${where} is up to date.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
