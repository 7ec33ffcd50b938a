import 'server-only';
import type { Kysely } from 'kysely';
import { retention } from '@/content/legal';
import { insertAudit } from '@/features/people/server';
import { eraseLeads, staleLeadIds, type PurgedKind } from '@/server/db/stores/retention';
import type { Database } from '@/server/db/schema';

const BATCH = 500;
const DAY_MS = 24 * 60 * 60_000;

/** `months` calendar months before `now`, as ISO (the 31st falls back to the month's end). */
export function monthsBefore(now: Date, months: number): string {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

const PERIOD: Record<PurgedKind, number> = {
  contact: retention.contactMonths,
  quote: retention.unconvertedQuoteMonths,
};

/**
 * Erases what the privacy policy says we no longer keep: contact messages and quote requests
 * that did not become a move, untouched for the policy's period, with their notes and history.
 * In batches, each its own transaction; one audit entry per kind that lost any. The counts.
 */
export async function purgeExpiredLeads(
  db: Kysely<Database>,
  now = new Date(),
): Promise<Record<PurgedKind, number>> {
  const erased: Record<PurgedKind, number> = { contact: 0, quote: 0 };
  for (const kind of Object.keys(PERIOD) as PurgedKind[]) {
    const cutoff = monthsBefore(now, PERIOD[kind]);
    for (;;) {
      const ids = await staleLeadIds(db, kind, cutoff, BATCH);
      erased[kind] += await eraseLeads(db, kind, ids);
      if (ids.length < BATCH) break;
    }
    if (erased[kind] > 0)
      await insertAudit(db, {
        actorId: null,
        actorName: null,
        action: 'purge',
        target: kind,
        detail: `${erased[kind]} untouched since ${cutoff.slice(0, 10)}`,
      });
  }
  return erased;
}

declare global {
  // One timer per process, kept across dev-mode reloads.
  var __purgeTimer: NodeJS.Timeout | undefined;
}
const state = globalThis;

/** At start and then daily, in this process; a failure is logged and tried again next time. */
export function startDailyPurge(db: () => Promise<Kysely<Database>>): void {
  const run = async () => {
    try {
      const erased = await purgeExpiredLeads(await db());
      if (erased.contact + erased.quote > 0)
        console.log(
          `[retention] erased ${erased.contact} contact message(s) and ${erased.quote} quote request(s) past the privacy policy's period.`,
        );
    } catch (error) {
      console.error('[retention] the purge failed; it runs again tomorrow:', error);
    }
  };
  if (state.__purgeTimer) return;
  void run();
  state.__purgeTimer = setInterval(run, DAY_MS);
  state.__purgeTimer.unref();
}
