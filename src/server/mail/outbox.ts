import 'server-only';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { env } from '@/env';
import { getDb, type DbHandle } from '@/server/db';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  type OutboxEmail,
} from '@/server/db/stores/outbox';
import { transportFor } from './transport';

/**
 * Waits after each failed try: 7 tries over about 9 hours, then the row is marked failed
 * (and logged); it stays in the table for the operator. Tests shorten it.
 */
export const mailRetry = {
  delaysMs: [10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000],
};

/**
 * How long a claimed email is ours. Far longer than one SMTP try can take (the transport's
 * time-outs end a try within about a minute), so a live sender never loses a row it is sending;
 * a sender that died mid-send leaves it to be retried once the lease runs out.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
const POLL_MS = 5_000;
const BATCH = 10;

/** This process, as it signs its claims. */
export const OUTBOX_OWNER = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export type Deliver = (email: OutboxEmail, id: string) => Promise<unknown>;

/**
 * SMTP delivery. The Message-ID is the outbox row's, the same on every try, so in the one case
 * a mail can go out twice (the process dies after the server took it and before the row is
 * marked sent) the receiving side sees the same message again, not a new one.
 */
export function smtpDelivery(smtpUrl: string, siteHost: string): Deliver {
  return (email, id) =>
    transportFor(smtpUrl).sendMail({ ...email, messageId: `<${id}@${siteHost}>` });
}

/**
 * One round: claims the due emails (at most BATCH), sends each, and records the outcome.
 * Returns how many it claimed.
 */
export async function deliverDueEmails(
  handle: DbHandle,
  deliver: Deliver,
  owner = OUTBOX_OWNER,
): Promise<number> {
  const claimed = await claimDueEmails(handle.db, handle.engine, {
    owner,
    leaseMs: OUTBOX_LEASE_MS,
    limit: BATCH,
  });
  for (const item of claimed) {
    try {
      await deliver(item.email, item.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = mailRetry.delaysMs[item.attempts - 1];
      await markEmailFailed(
        handle.db,
        item.id,
        owner,
        reason,
        delay === undefined ? null : Date.now() + delay,
      );
      console.error(
        delay === undefined
          ? `[mail] gave up on ${item.label} after ${item.attempts} tries: ${reason}`
          : `[mail] sending ${item.label} failed (try ${item.attempts}); next try in ${Math.round(delay / 1000)} s: ${reason}`,
      );
      continue;
    }
    if (!(await markEmailSent(handle.db, item.id, owner))) {
      console.error(`[mail] ${item.label} was sent after its lease ran out`);
    }
  }
  return claimed.length;
}

/** The configured delivery, or none when SMTP_URL is unset (emails then wait in the table). */
export function configuredDelivery(): Deliver | undefined {
  const { SMTP_URL, SITE_URL } = env();
  if (!SMTP_URL) return undefined;
  let host = 'localhost';
  try {
    host = new URL(SITE_URL ?? 'http://localhost').hostname || host;
  } catch {
    // SITE_URL is checked at start; keep the default.
  }
  return smtpDelivery(SMTP_URL, host);
}

interface SenderState {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
  stopped: boolean;
}
const sender: SenderState = { again: false, stopped: true };

/** Sends until nothing is due; runs one at a time per process. */
function runSender(): void {
  if (sender.stopped) return;
  if (sender.running) {
    sender.again = true;
    return;
  }
  clearTimeout(sender.timer);
  sender.running = (async () => {
    try {
      const deliver = configuredDelivery();
      if (!deliver) return;
      const handle = await getDb();
      do {
        sender.again = false;
        while (!sender.stopped && (await deliverDueEmails(handle, deliver)) === BATCH);
      } while (sender.again && !sender.stopped);
    } catch (error) {
      console.error('[mail] the outbox sender failed:', error);
    }
  })().finally(() => {
    sender.running = undefined;
    if (!sender.stopped) sender.timer = setTimeout(runSender, POLL_MS).unref();
  });
}

/** Starts this process's sender (server start): it looks for due emails every few seconds. */
export function startMailSender(): void {
  if (!sender.stopped) return;
  sender.stopped = false;
  runSender();
}

/** A new email was committed: send it now rather than at the next poll. */
export function wakeMailSender(): void {
  if (!sender.stopped) setImmediate(runSender);
}

/** Stops polling and waits for a send in progress to be recorded (shutdown). */
export async function stopMailSender(): Promise<void> {
  sender.stopped = true;
  clearTimeout(sender.timer);
  await sender.running;
}
