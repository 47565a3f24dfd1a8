'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { markerPresent } from '@/features/auth/client/session';
import { WARM_HEADER } from '../cache-names';

type Idle = (fn: () => void) => void;
const whenIdle: Idle = (fn) => (window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 4000 }) : window.setTimeout(fn, 200));

/** The files this page loaded from the site before a worker could keep them (scripts, styles, icons). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/static/`) || name.startsWith(`${location.origin}/icons/`));
}

/** Asks the worker to keep this page (and, the first time, what it loaded) for reading offline. */
function keepPage(worker: ServiceWorker, withFiles: boolean) {
  const urlsToCache: Array<string | [string, RequestInit]> = [[location.href, { headers: { [WARM_HEADER]: '1' }, credentials: 'same-origin' }]];
  if (withFiles) urlsToCache.push(...loadedFiles());
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Registers the service worker (/sw.js) once the page has loaded and the browser is idle, so it
 * costs the page's first paint nothing; sends cravings kept offline when the network is back.
 */
export function ServiceWorker({ enabled }: { enabled: boolean }) {
  const pathname = usePathname();

  useEffect(() => {
    // Only a signed-in browser can have cravings waiting (sign-out sends or forgets them): a
    // visitor's page does not open the queue's database.
    const flush = () => {
      // Offline with the queue's code never loaded: the cravings wait for the next try (below).
      if (markerPresent())
        void import('@/features/programme/craving-queue')
          .then((queue) => queue.flushCravings())
          .catch(() => undefined);
    };
    const start = () =>
      whenIdle(() => {
        flush();
        if (!enabled || !('serviceWorker' in navigator)) return;
        const uncontrolled = !navigator.serviceWorker.controller;
        navigator.serviceWorker
          .register('/sw.js', { scope: '/', updateViaCache: 'none' })
          .then(() => navigator.serviceWorker.ready)
          .then((registration) => {
            // A page loaded before the worker controlled it: its own address and files are kept now.
            if (uncontrolled && registration.active) keepPage(registration.active, true);
            document.documentElement.dataset.sw = 'ready';
          })
          .catch(() => undefined);
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('load', start);
      window.removeEventListener('online', flush);
    };
  }, [enabled]);

  // A page reached in the app (no page load through the worker) is kept too.
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker.controller;
    if (!worker || performance.getEntriesByType('navigation')[0]?.name === location.href) return;
    whenIdle(() => keepPage(worker, false));
  }, [enabled, pathname]);

  return null;
}
