import 'server-only';
import { env } from '@/env';
import { ensureAdminPassword } from '@/server/auth/admin-password';
import { getDb } from '@/server/db';
import { startMailSender, stopMailSender } from '@/server/mail/outbox';

/** A bad configuration or an unreachable store stops the server at start with one clear line. */
export async function startServer() {
  try {
    const config = env();
    const { db } = await getDb();
    await ensureAdminPassword(db, config.ADMIN_PASSWORD, {
      signInUrl: `${(config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')}/admin`,
    });
    startMailSender();
    // scripts/server.mjs awaits these before it exits, so a send in progress is recorded.
    const hooks = globalThis as { __beforeServerExit?: (() => Promise<void>)[] };
    (hooks.__beforeServerExit ??= []).push(stopMailSender);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
