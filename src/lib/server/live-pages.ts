// With Storyblok as the content source, story pages render per request (their content can change
// at any time), and a render with a per-request nonce cannot be shared. server.mjs therefore
// keeps each rendered story page for a while, as a prerendered page is kept: the HTML of one
// internal render, its inline scripts' sha256 hashes in a hash-based CSP (as for prerendered
// pages, docs/decisions/0004-csp.md), served from memory to everyone. An entry lives for the
// content-version check interval, and all of them go at once when the content changes (webhook
// or a new content version): the content source calls `clearLivePages()`.
// See docs/decisions/0011-storyblok-source.md.

export interface LivePage {
  status: number;
  body: Buffer;
  location?: string;
  /** sha256 hashes of the page's inline scripts, for its Content-Security-Policy. */
  hashes: string[];
  expires: number;
}

const MAX_ENTRIES = 5_000;
const registry = globalThis as typeof globalThis & { __exhaleLivePages?: Map<string, LivePage> };

function pages(): Map<string, LivePage> {
  registry.__exhaleLivePages ??= new Map();
  return registry.__exhaleLivePages;
}

/** A kept page that has not expired, or undefined. */
export function livePage(key: string, now = Date.now()): LivePage | undefined {
  const page = pages().get(key);
  if (page && page.expires > now) return page;
  if (page) pages().delete(key);
  return undefined;
}

export function keepLivePage(key: string, page: LivePage): void {
  const all = pages();
  if (all.size >= MAX_ENTRIES) all.clear();
  all.set(key, page);
}

/** Forgets every kept page (the content changed). Safe to call where no server keeps any. */
export function clearLivePages(): void {
  registry.__exhaleLivePages?.clear();
}
