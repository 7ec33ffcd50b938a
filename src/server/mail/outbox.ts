import 'server-only';

/** Waits between tries of a failed send: 4 tries over about 6 minutes. Tests shorten it. */
export const mailRetry = { delaysMs: [10_000, 60_000, 300_000] };

const inFlight = new Set<Promise<void>>();

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Sends in the background: the caller returns at once (the visitor's request never waits on
 * the mail server) and a failure is logged and retried with growing pauses, then given up.
 * Kept in memory: a restart drops the unsent ones, but the lead itself is already stored.
 */
export function sendInBackground(label: string, send: () => Promise<unknown>): void {
  const job = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 1; ; attempt++) {
      try {
        await send();
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delay = mailRetry.delaysMs[attempt - 1];
        if (delay === undefined) {
          console.error(`[mail] gave up on ${label} after ${attempt} tries: ${reason}`);
          return;
        }
        console.error(
          `[mail] sending ${label} failed (try ${attempt}); next try in ${Math.round(delay / 1000)} s: ${reason}`,
        );
        await pause(delay);
      }
    }
  })();
  inFlight.add(job);
  void job.finally(() => inFlight.delete(job));
}

/** Resolves when every queued email has been sent or given up (tests, shutdown). */
export async function settleMail(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
