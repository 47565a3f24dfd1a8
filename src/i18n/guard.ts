/** Spec §2: any path containing /admin or /data-deletion needs a signed-in user. */
export function isGuardedPath(pathname: string): boolean {
  return pathname.includes('/admin') || pathname.includes('/data-deletion');
}

/**
 * Routes (internal paths) only for a signed-in person whose page is prerendered, the same for
 * everyone (its person's data comes from a data call): without a session cookie the proxy sends
 * the browser to the log-in page, as for a guarded path; with one, the page is sent as built
 * (`private`, never kept by a shared cache). See docs/decisions/0025-signed-in-pages-prerendered.md.
 *
 * A route with an id among them is one page per locale too (a shell): it is prerendered for
 * SHELL_ID only, every id of the route is answered with that page, and the browser reads the real
 * id from its address (idShell below).
 */
export const SIGNED_IN_ROUTES: ReadonlySet<string> = new Set(['/account', '/data-deletion', '/certificate/edit/[id]']);

/**
 * The id a signed-in route with an id is prerendered for. It fails those routes' id format (a
 * token of 10 to 64 characters, src/i18n/route-params.ts; a unit test keeps it so), so no address
 * reaches it as a real id: its own path answers 404.
 */
export const SHELL_ID = 'shell';

/**
 * The internal path (without the locale) of the one page a signed-in route with an id is answered
 * with (`/certificate/edit/[id]` → `/certificate/edit/shell`); null for every other route.
 */
export function idShell(route: string | null): string | null {
  return route !== null && route.includes('[id]') && SIGNED_IN_ROUTES.has(route) ? route.replace('[id]', SHELL_ID) : null;
}

/** Whether a path (its internal route, when known) needs a session cookie to be shown. */
export function needsSignIn(pathname: string, route: string | null): boolean {
  return isGuardedPath(pathname) || (route !== null && SIGNED_IN_ROUTES.has(route));
}
