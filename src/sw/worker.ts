/// <reference lib="webworker" />
// The service worker of the installed app (docs/decisions/0020-installable-app.md), bundled by
// scripts/build-sw.mjs after `next build` and served at /sw.js with the scope /.
//
// - Pages: from the network, and as last seen when it fails; the offline page of the address's
//   language for a page never seen. Only answers the same for everyone are kept: nothing private
//   or no-store (the signed-in programme page is the one prerendered shell, the same bytes for
//   everyone, decision 0014), never an API answer, the auth endpoints or the admin area.
// - The framework's hashed files and the images: from the cache once fetched.
// - Push messages become notifications (./push.ts).
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { APP_ICONS } from '../features/pwa/manifest.ts';
import { PAGES_CACHE, STATIC_CACHE, WARM_HEADER } from '../features/pwa/cache-names.ts';
import { localeOfPath, offlinePagePath } from '../features/pwa/offline-page.ts';
import { locales } from '../i18n/locales.ts';
import { publicPath } from '../i18n/pathnames.ts';
import { listenForPush } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** The programme page in every language: private (per session cookie) but the same shell for all. */
const PERSONAL_SHELLS = new Set(locales.map((locale) => publicPath('/quit-smoking', locale)));
const ADMIN = /^\/(?:[a-z]{2}\/)?admin(?:\/|$)/;
const NOT_PAGES = /^\/(?:api|_next|builds|manifests|offline|icons|images)\//;

/** A page load (or a page a tab asks to keep) on this site that may be kept. */
function isPage(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (request.mode !== 'navigate' && request.headers.get(WARM_HEADER) !== '1') return false;
  if (request.headers.has('rsc') || url.searchParams.has('_rsc') || url.searchParams.has('_storyblok')) return false;
  return !NOT_PAGES.test(url.pathname) && !ADMIN.test(url.pathname) && url.pathname !== '/sw.js';
}

/** Keeps a page only when its answer is the same for everyone. */
const keepSharedPages: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || response.redirected || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
    const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
    if (cacheControl.includes('no-store')) return null;
    if (cacheControl.includes('private') && !PERSONAL_SHELLS.has(new URL(request.url).pathname)) return null;
    return response;
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build's worker takes over at once; the page's next navigation loads the new build
  // (src/features/shell/build-reload.ts).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPage(request, url),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 8,
        matchOptions: { ignoreVary: true },
        plugins: [keepSharedPages, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 86_400 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 86_400 })] }),
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && (request.destination === 'image' || request.destination === 'font') && !url.pathname.startsWith('/api/'),
      handler: new StaleWhileRevalidate({ cacheName: `${STATIC_CACHE}-media`, plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 86_400 })] }),
    },
  ],
  fallbacks: {
    entries: locales.map((locale) => ({
      url: offlinePagePath(locale),
      matcher: ({ request }: { request: Request }) => request.mode === 'navigate' && localeOfPath(new URL(request.url).pathname, locales) === locale,
    })),
  },
});

serwist.addEventListeners();
listenForPush(self, APP_ICONS[0].src);
