import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { DbHandle } from './connect';
import type { Database } from './schema';

export type WriteWork<T> = (db: Kysely<Database>) => Promise<T>;

interface Pending {
  work: WriteWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const queues = new WeakMap<DbHandle, Pending[]>();

/**
 * Runs `work` in a write transaction and resolves once it is committed to disk.
 *
 * SQLite with synchronous=FULL pays one fsync per commit (about a millisecond here), and
 * better-sqlite3 pays it on the event loop. So writes that arrive in the same turn of the
 * event loop are committed together (group commit): one BEGIN IMMEDIATE, each work under its
 * own savepoint (a failing one is rolled back alone and rejects alone), one COMMIT, one fsync.
 * Nobody is answered before the commit, so a resolved write is still a durable write; if the
 * commit fails, every work of the batch rejects and nothing of it is stored.
 * PostgreSQL groups commits itself: there each work is simply its own transaction.
 */
export function writeTransaction<T>(handle: DbHandle, work: WriteWork<T>): Promise<T> {
  if (handle.engine === 'postgres') return handle.db.transaction().execute(work);
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(handle);
    if (!queue) {
      queue = [];
      queues.set(handle, queue);
      setImmediate(() => void flush(handle));
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

async function flush(handle: DbHandle): Promise<void> {
  const batch = queues.get(handle) ?? [];
  queues.delete(handle);
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await handle.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        for (const item of batch) {
          await sql`savepoint write_item`.execute(conn);
          try {
            outcomes.push({ ok: true, value: await item.work(conn) });
          } catch (error) {
            await sql`rollback to write_item`.execute(conn);
            outcomes.push({ ok: false, error });
          }
          await sql`release write_item`.execute(conn);
        }
        await sql`commit`.execute(conn);
      } catch (error) {
        await sql`rollback`.execute(conn).catch(() => undefined);
        throw error;
      }
    });
  } catch (error) {
    for (const item of batch) item.reject(error);
    return;
  }
  batch.forEach((item, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) item.resolve(outcome.value);
    else item.reject(outcome?.error);
  });
}
