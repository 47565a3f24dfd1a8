// The SOS away from the programme page, without a network (issue 14): what it needs (its strings
// and the person's reasons, GET /api/programme/sos) is kept on the device with the rest of the
// person's data (src/features/pwa/personal-data.ts), renewed now and then while online, and
// forgotten with it at sign-out. Its code is kept by the service worker once loaded.
import { keepPersonal, keptPersonal } from '@/features/pwa/personal-data';
import type { SosData } from './sos-data';

/** How old the kept SOS may get before a page, online and idle, asks for it again. */
export const SOS_KEPT_FOR_MS = 12 * 60 * 60 * 1000;

export const sosDataAddress = (locale: string) => `/api/programme/sos?locale=${encodeURIComponent(locale)}`;

export type SosAnswer = { kind: 'ready'; data: SosData } | { kind: 'signedOut' } | { kind: 'failed' };

/**
 * What the SOS needs: asked of the server, kept on the device when it answers; without a network,
 * the kept one. A server that says the session is gone is believed (nothing kept is shown then).
 */
export async function loadSosData(locale: string): Promise<SosAnswer> {
  const address = sosDataAddress(locale);
  const keptOne = async (): Promise<SosAnswer> => {
    const kept = await keptPersonal<SosData>(address);
    return kept ? { kind: 'ready', data: kept.data } : { kind: 'failed' };
  };
  // No network, the server down or the network in between failing: the kept SOS still helps.
  const response = await fetch(address, { cache: 'no-store', credentials: 'same-origin' }).catch(() => null);
  if (!response) return keptOne();
  if (response.status === 401) return { kind: 'signedOut' };
  if (!response.ok) return keptOne();
  try {
    const data = (await response.json()) as SosData;
    await keepPersonal(address, data);
    return { kind: 'ready', data };
  } catch {
    return { kind: 'failed' };
  }
}

/** On a signed-in page, online and idle: keeps the SOS for going offline, unless a recent one is kept. */
export async function keepSosReady(locale: string, now = Date.now()): Promise<void> {
  if (!navigator.onLine) return;
  const kept = await keptPersonal<SosData>(sosDataAddress(locale));
  if (kept && now - Date.parse(kept.savedAt) < SOS_KEPT_FOR_MS) return;
  await loadSosData(locale);
}
