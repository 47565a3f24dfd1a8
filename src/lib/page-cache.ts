// Cache-Control of prerendered pages, shared by server.mjs (the fast path) and the proxy.

/** The same for everyone: a CDN may keep it an hour and serve a stale copy while it refetches; browsers revalidate with the ETag. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/**
 * The visitors' page at an address where a signed-in browser gets another page (the programme):
 * no stale copy, so a browser asks again before using it. Otherwise the service worker's fetch
 * could take the stale visitors' page from the HTTP cache for someone who has just signed in.
 */
export const PERSONAL_ADDRESS_CACHE = 'public, max-age=0, s-maxage=3600';

/** The signed-in version of such a page: the same bytes for everyone, never kept by a shared cache. */
export const PERSONAL_PAGE_CACHE = 'private, no-cache';
