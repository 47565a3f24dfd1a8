/** Spec §2: any path containing /admin or /data-deletion needs a signed-in user. */
export function isGuardedPath(pathname: string): boolean {
  return pathname.includes('/admin') || pathname.includes('/data-deletion');
}

/**
 * Routes (internal paths) only for a signed-in person whose page is prerendered, the same for
 * everyone (its person's data comes from a data call): without a session cookie the proxy sends
 * the browser to the log-in page, as for a guarded path; with one, the page is sent as built
 * (`private`, never kept by a shared cache). See docs/decisions/0025-signed-in-pages-prerendered.md.
 */
export const SIGNED_IN_ROUTES: ReadonlySet<string> = new Set(['/account', '/data-deletion']);

/** Whether a path (its internal route, when known) needs a session cookie to be shown. */
export function needsSignIn(pathname: string, route: string | null): boolean {
  return isGuardedPath(pathname) || (route !== null && SIGNED_IN_ROUTES.has(route));
}
