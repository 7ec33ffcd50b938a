import 'server-only';
import { env } from '@/env';
import { connect, type DbHandle } from './connect';
import { migrate } from './migrate';
import { migratedAtStart, migrationReport } from './migration-report';

export type { DbHandle } from './connect';

declare global {
  // Kept on globalThis so dev-mode reloads reuse one pool instead of leaking connections.
  var __leadDb: Promise<DbHandle> | undefined;
}
const store = globalThis;

/** The app's one database handle, migrated before first use (by npm start, or here). */
export function getDb(): Promise<DbHandle> {
  store.__leadDb ??= open().catch((error: unknown) => {
    store.__leadDb = undefined;
    throw error;
  });
  return store.__leadDb;
}

async function open(): Promise<DbHandle> {
  const config = env();
  const handle = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (!migratedAtStart()) console.log(migrationReport(await migrate(handle), config));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Tests point the app at another store: close the current handle and forget it. */
export async function closeDb(): Promise<void> {
  const current = store.__leadDb;
  store.__leadDb = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}
