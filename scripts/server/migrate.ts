import { env } from '../../src/env';
import { connect, type DbHandle } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { migrationReport } from '../../src/server/db/migration-report';
import { storeErrorLine } from '../../src/server/db/store-error';

/**
 * npm run db:migrate (and the first step of npm start): apply pending migrations to the
 * configured store and say which ran, or that none were pending; a store that cannot be opened ends it with one line that
 * names DATA_DIR or DATABASE_URL.
 */
async function main() {
  const config = env();
  let handle: DbHandle | undefined;
  try {
    handle = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    console.log(migrationReport(await migrate(handle), config));
  } catch (error) {
    console.error(storeErrorLine(error, config));
    process.exitCode = 1;
  } finally {
    await handle?.close().catch(() => {});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
