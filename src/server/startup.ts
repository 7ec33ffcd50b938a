import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';

/** A bad configuration or an unreachable store stops the server at start with one clear line. */
export async function startServer() {
  try {
    env();
    await getDb();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
