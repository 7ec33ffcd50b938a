import { getDb, type DbHandle } from '@/server/db';
import { countPendingEmails, nextDueAt } from '@/server/db/stores/outbox';
import { configuredDelivery, deliverDueEmails } from '@/server/mail/outbox';

/**
 * Sends everything pending with the configured delivery, waiting out retry pauses, until each
 * email is sent or given up: what the app's sender does over time, done now for a test.
 */
export async function settleMail(handle?: DbHandle): Promise<void> {
  const deliver = configuredDelivery();
  if (!deliver) return;
  const store = handle ?? (await getDb());
  while ((await countPendingEmails(store.db)) > 0) {
    await deliverDueEmails(store, deliver);
    const due = await nextDueAt(store.db);
    if (due !== undefined && due > Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    }
  }
}
