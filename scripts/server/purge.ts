import { env } from '../../src/env';
import { connect } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { purgeExpiredLeads } from '../../src/server/retention/purge';

/**
 * npm run purge: erase now what the privacy policy no longer lets us keep (the server also
 * does this at start and daily), and say how much went.
 */
async function main() {
  const config = env();
  const handle = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(handle);
    const erased = await purgeExpiredLeads(handle.db);
    console.log(
      `Erased ${erased.contact} contact message(s) and ${erased.quote} quote request(s) past the privacy policy's period.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
