import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { writeTransaction } from '@/server/db/write-transaction';

/**
 * The store commits a real write, or the app is not healthy: a store that still reads but
 * cannot write (a full disk, a read-only file or replica) refuses every lead, so a trivial
 * `select 1` would report ok while every booking gets 503. The write is one heartbeat row,
 * upserted in a transaction of its own (group-committed on SQLite like every other write).
 */
export async function checkHealth() {
  const database = env().DATABASE_URL ? 'postgres' : 'sqlite';
  try {
    const handle = await getDb();
    const now = Date.now();
    await writeTransaction(handle, (db) =>
      db
        .insertInto('rateLimits')
        .values({ bucket: 'health', key: 'write-probe', count: 1, resetAt: now })
        .onConflict((oc) => oc.columns(['bucket', 'key']).doUpdateSet({ resetAt: now }))
        .execute(),
    );
    return { ok: true, body: { status: 'ok', database } } as const;
  } catch (error) {
    console.error(
      '[health] database write check failed:',
      error instanceof Error ? error.message : error,
    );
    return { ok: false, database } as const;
  }
}
