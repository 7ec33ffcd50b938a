import 'server-only';
import { sql } from 'kysely';
import { env } from '@/env';
import { getDb } from '@/server/db';

/** The store answers a trivial query within a few seconds, or the app is not healthy. */
export async function checkHealth() {
  const database = env().DATABASE_URL ? 'postgres' : 'sqlite';
  try {
    const { db } = await getDb();
    await sql`select 1`.execute(db);
    return { ok: true, body: { status: 'ok', database } } as const;
  } catch (error) {
    console.error(
      '[health] database check failed:',
      error instanceof Error ? error.message : error,
    );
    return { ok: false, body: { status: 'unavailable', database } } as const;
  }
}
