/**
 * The crew's entries kept on the phone while there is no signal (issue 47 point 7): each
 * milestone, payment, signature or photo is a request with its own Idempotency-Key, stored in
 * IndexedDB (a photo as its Blob) and sent, in the order taken, when the network is back. The
 * server answers a key it has seen with the first record, so a second send (a lost answer, two
 * tabs flushing) stores nothing new.
 *
 * No service worker: the sheet must be open when the entry is taken (the crew opens it before
 * leaving the signal), and the queue lives in IndexedDB, not in the page, so a closed or killed
 * tab loses nothing: the next crew page opened online sends it. See docs/staff.md.
 */

export interface QueuedEntry {
  /** The Idempotency-Key, also the entry's key in the store. */
  key: string;
  moveId: string;
  url: string;
  /** What the sheet shows while it waits ("Loaded", "Photo", …). */
  label: string;
  /** When it was taken, ISO time: the order of sending. */
  takenAt: string;
  /** A milestone's kind, so the sheet can move on to the next step while it waits. */
  milestone?: string;
  json?: unknown;
  form?: { fields: Record<string, string>; file: Blob; fileName: string };
}

export type SendResult =
  { state: 'sent' } | { state: 'queued' } | { state: 'refused'; message: string | null };

const DB_NAME = 'crew-queue';
const STORE = 'entries';
export const QUEUE_EVENT = 'crew-queue-changed';

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openQueue();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

const changed = () => window.dispatchEvent(new Event(QUEUE_EVENT));

/** Every waiting entry, oldest first. */
export async function waitingEntries(): Promise<QueuedEntry[]> {
  const all = await withStore<QueuedEntry[]>('readonly', (store) => store.getAll());
  return all.sort((a, b) => a.takenAt.localeCompare(b.takenAt));
}

async function keep(entry: QueuedEntry): Promise<void> {
  await withStore('readwrite', (store) => store.put(entry));
  changed();
}

async function drop(key: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(key));
  changed();
}

/** One attempt over the network: the answer, or `offline` when none came. */
async function post(entry: QueuedEntry): Promise<SendResult | { state: 'offline' }> {
  let body: BodyInit;
  const headers: Record<string, string> = { 'idempotency-key': entry.key };
  if (entry.form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(entry.form.fields)) data.set(name, value);
    data.set('file', entry.form.file, entry.form.fileName);
    body = data;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(entry.json);
  }
  let response: Response;
  try {
    response = await fetch(entry.url, { method: 'POST', headers, body });
  } catch {
    return { state: 'offline' };
  }
  // A proxy's or server's trouble: keep it and try again later, like no signal.
  if (response.status >= 500 || response.status === 429) return { state: 'offline' };
  if (response.ok) return { state: 'sent' };
  const answer = (await response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  const fields = answer?.error?.fields;
  return {
    state: 'refused',
    message: (fields && Object.values(fields)[0]) ?? answer?.error?.message ?? null,
  };
}

/**
 * Sends an entry now, or keeps it on the phone when there is no signal (or the queue already
 * holds earlier entries: they go first, so the steps stay in order).
 */
export async function sendOrKeep(entry: QueuedEntry): Promise<SendResult> {
  const earlier = await waitingEntries().catch(() => []);
  if (!navigator.onLine || earlier.length > 0) {
    await keep(entry);
    if (navigator.onLine) void sendWaiting();
    return { state: 'queued' };
  }
  const result = await post(entry);
  if (result.state !== 'offline') return result;
  await keep(entry);
  return { state: 'queued' };
}

let flushing: Promise<FlushResult> | null = null;

export interface FlushResult {
  sent: number;
  refused: { label: string; message: string | null }[];
}

/**
 * Sends the waiting entries in the order taken, each once; stops at the first that gets no
 * answer (still no signal). An entry the server refuses (a step out of order…) is dropped and
 * reported: sending it again would be refused again. One flush at a time per page.
 */
export function sendWaiting(): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: 0, refused: [] };
    try {
      for (const entry of await waitingEntries()) {
        const answer = await post(entry);
        if (answer.state === 'offline') break;
        await drop(entry.key);
        if (answer.state === 'refused')
          result.refused.push({ label: entry.label, message: answer.message });
        else result.sent++;
      }
    } finally {
      flushing = null;
    }
    return result;
  })();
  return flushing;
}
