// Client-side rules for reloading onto a new deployment (spec §4 "Builds"): when the server's build
// id differs from the page's, the next navigation is a full page load, never the same path twice
// within 10 s.
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'exhale:build-reload';

export interface ReloadMark {
  path: string;
  at: number;
}

export function mayReload(path: string, now: number, last: ReloadMark | null): boolean {
  return !(last && last.path === path && now - last.at < RELOAD_GUARD_MS);
}

function readMark(): ReloadMark | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ReloadMark) : null;
  } catch {
    return null;
  }
}

/** Does a full-page load of `url` unless the guard forbids it; returns whether it did. */
export function fullPageLoad(url: URL, now = Date.now()): boolean {
  const path = url.pathname + url.search;
  if (!mayReload(path, now, readMark())) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: now } satisfies ReloadMark));
  } catch {
    // Storage may be unavailable (private mode); the reload still happens.
  }
  window.location.assign(url.href);
  return true;
}

/** The same-origin link a click would follow in this tab, or null. */
export function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  return anchor;
}
