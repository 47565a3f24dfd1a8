// Cravings logged without a network: kept on the device (IndexedDB) and sent when it is back,
// each exactly once. Every craving carries the id the SOS gave it and the server stores an id
// once (saveCraving), so a craving sent twice (two tabs, an answer lost on the way) is one row.
import { postJson } from '@/lib/client/post-json';

const ENDPOINT = '/api/programme/craving';

export interface QueuedCraving {
  id: string;
  /** The request body, with the time the craving was logged. */
  body: Record<string, unknown> & { id: string; loggedAt: string };
}

export interface CravingStore {
  all(): Promise<QueuedCraving[]>;
  put(item: QueuedCraving): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

export type Send = (body: Record<string, unknown>) => Promise<{ status: number; fields?: Record<string, string> }>;

/** Answers worth sending again: no network, a timeout, too many requests, a server error. */
const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * Sends a craving; without a network it is kept to be sent later. The answer is the server's, or
 * `queued` (status 200) when it was kept.
 */
export async function sendOrQueue(
  body: Record<string, unknown> & { id: string },
  { store, send, now = () => new Date() }: { store: CravingStore; send: Send; now?: () => Date },
): Promise<{ status: number; fields?: Record<string, string>; queued: boolean }> {
  const answer = await send(body);
  if (answer.status !== 0) return { ...answer, queued: false };
  try {
    await store.put({ id: body.id, body: { ...body, loggedAt: now().toISOString() } });
  } catch {
    return { status: 0, queued: false };
  }
  return { status: 200, queued: true };
}

/**
 * Sends the kept cravings, oldest first. A craving the server took (or refused for good) leaves
 * the queue; one that could not be sent stays, and the rest wait for the next try.
 */
export async function flushQueue({ store, send }: { store: CravingStore; send: Send }): Promise<{ sent: number; kept: number }> {
  const items = (await store.all()).sort((a, b) => a.body.loggedAt.localeCompare(b.body.loggedAt));
  let sent = 0;
  for (const [index, item] of items.entries()) {
    const { status } = await send(item.body);
    if (retryable(status)) return { sent, kept: items.length - index };
    await store.remove(item.id);
    if (status === 200) sent += 1;
  }
  return { sent, kept: 0 };
}

// --- The browser's store: one IndexedDB object store keyed by the craving's id. ---

const DB_NAME = 'exhale';
const STORE = 'cravings';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export const browserStore: CravingStore = {
  all: () => run('readonly', (s) => s.getAll() as IDBRequest<QueuedCraving[]>),
  put: async (item) => void (await run('readwrite', (s) => s.put(item))),
  remove: async (id) => void (await run('readwrite', (s) => s.delete(id))),
  clear: async () => void (await run('readwrite', (s) => s.clear())),
};

const post: Send = (body) => postJson(ENDPOINT, body);

/** The SOS's save: sent now, or kept on this device until the network is back. */
export const sendCraving = (body: Record<string, unknown> & { id: string }) => sendOrQueue(body, { store: browserStore, send: post });

/** Fired on the window after kept cravings reached the server (the programme loads its data again). */
export const CRAVINGS_SENT_EVENT = 'exhale:cravings-sent';

let flushing: Promise<void> | null = null;

/** Sends what is kept, once at a time in this tab (and across tabs where the browser can lock). */
export function flushCravings(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  flushing ??= (async () => {
    const work = async () => {
      const { sent } = await flushQueue({ store: browserStore, send: post });
      if (sent > 0) window.dispatchEvent(new Event(CRAVINGS_SENT_EVENT));
    };
    try {
      if (navigator.locks) await navigator.locks.request('exhale-cravings', work);
      else await work();
    } catch {
      // Storage unavailable (private mode) or the network dropped again: the next try sends them.
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Forgets the kept cravings (sign-out: they must not be sent in another person's session). */
export async function clearCravingQueue(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await browserStore.clear().catch(() => undefined);
}
