/** Spec §2: any path containing /admin or /data-deletion needs a signed-in user. */
export function isGuardedPath(pathname: string): boolean {
  return pathname.includes('/admin') || pathname.includes('/data-deletion');
}
