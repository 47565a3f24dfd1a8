// The signed-in person's data kept on the device for reading offline: the programme page's last
// answer (kept by the page itself, in the Cache API) and the pages the service worker kept.
// Forgotten at sign-out and when the session is found ended.
import { clearCravingQueue, flushCravings } from '@/features/programme/craving-queue';
import { PAGES_CACHE, PERSONAL_CACHE } from './cache-names';

const SAVED_AT = 'x-exhale-saved-at';
const cachesAvailable = () => typeof caches !== 'undefined';

/** Keeps an answer of the person's data under its address, with the time it was received. */
export async function keepPersonal(key: string, data: unknown, savedAt = new Date()): Promise<void> {
  if (!cachesAvailable()) return;
  try {
    const cache = await caches.open(PERSONAL_CACHE);
    await cache.put(key, new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json', [SAVED_AT]: savedAt.toISOString() } }));
  } catch {
    // Storage full or unavailable: the page works online as before.
  }
}

/** The answer kept under an address, and when it was received; null when there is none. */
export async function keptPersonal<T>(key: string): Promise<{ data: T; savedAt: string } | null> {
  if (!cachesAvailable()) return null;
  try {
    const response = await (await caches.open(PERSONAL_CACHE)).match(key);
    if (!response) return null;
    return { data: (await response.json()) as T, savedAt: response.headers.get(SAVED_AT) ?? new Date(0).toISOString() };
  } catch {
    return null;
  }
}

/** Before sign-out: cravings still waiting are sent while the session lasts. */
export async function sendWaiting(): Promise<void> {
  if (navigator.onLine) await flushCravings();
}

/**
 * After sign-out (or a session found ended): everything kept for the person goes (their data, the
 * kept pages, unsent cravings), so the next person on this browser finds none of it.
 */
export async function forgetPerson(): Promise<void> {
  await clearCravingQueue();
  if (!cachesAvailable()) return;
  await Promise.all([caches.delete(PERSONAL_CACHE), caches.delete(PAGES_CACHE)]).catch(() => undefined);
}
