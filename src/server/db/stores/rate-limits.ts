import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface Counter {
  count: number;
  /** When the current window ends, in ms since the epoch. */
  resetAt: number;
}

/**
 * Counts one hit in the window of (bucket, key) and returns the counter after it. One
 * upsert, so concurrent hits from several processes are each counted exactly once.
 */
export async function hitCounter(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  windowMs: number,
  now: number,
): Promise<Counter> {
  const row = await db
    .insertInto('rateLimits')
    .values({ bucket, key, count: 1, resetAt: now + windowMs })
    .onConflict((oc) =>
      oc.columns(['bucket', 'key']).doUpdateSet((eb) => {
        const expired = eb('rateLimits.resetAt', '<=', now);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rateLimits.count', '+', 1))
            .end(),
          resetAt: eb
            .case()
            .when(expired)
            .then(now + windowMs)
            .else(eb.ref('rateLimits.resetAt'))
            .end(),
        };
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.resetAt) };
}

/** The live counter of (bucket, key), or none when it never started or its window is over. */
export async function readCounter(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  now: number,
): Promise<Counter | undefined> {
  const row = await db
    .selectFrom('rateLimits')
    .select(['count', 'resetAt'])
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('resetAt', '>', now)
    .executeTakeFirst();
  return row && { count: Number(row.count), resetAt: Number(row.resetAt) };
}

/** Takes one hit back from a live window (an attempt that turned out not to count). */
export async function releaseCounter(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('resetAt', '>', now)
    .where('count', '>', 0)
    .execute();
}

export async function deleteCounter(db: Kysely<Database>, bucket: string, key: string) {
  await db.deleteFrom('rateLimits').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/** Drops counters whose window ended; returns how many. */
export async function pruneCounters(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('resetAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
