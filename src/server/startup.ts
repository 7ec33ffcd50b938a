import 'server-only';
import { env } from '@/env';
import { ensureAdminPassword } from '@/features/people/server';
import { getDb } from '@/server/db';
import { storeErrorLine } from '@/server/db/store-error';
import { startMailSender, stopMailSender } from '@/server/mail/outbox';
import { startDailyPurge } from '@/server/retention/purge';
import { settingsProblem } from '@/server/settings-check';

/** A bad configuration or an unreachable store stops the server at start with one clear line. */
export async function startServer() {
  try {
    const config = env();
    const wrongSetting = settingsProblem();
    if (wrongSetting) throw new Error(wrongSetting);
    const { db } = await getDb().catch((error: unknown) => {
      console.error(storeErrorLine(error, config));
      process.exit(1);
    });
    await ensureAdminPassword(db, config.ADMIN_PASSWORD, {
      signInUrl: `${(config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')}/admin`,
    });
    startMailSender();
    // Erase what the privacy policy no longer lets us keep: now, then every day.
    startDailyPurge(async () => (await getDb()).db);
    // scripts/server.mjs awaits these before it exits, so a send in progress is recorded.
    const hooks = globalThis as { __beforeServerExit?: (() => Promise<void>)[] };
    (hooks.__beforeServerExit ??= []).push(stopMailSender);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
