// Shared by the proxy and server.mjs (which imports it without the bundler: no path aliases here).
export const LOCALE_COOKIE = 'NEXT_LOCALE';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function formatLocaleCookie(locale: string, options: { domain?: string; crossSite?: boolean }): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${ONE_YEAR_SECONDS}`, 'Path=/'];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.crossSite) parts.push('SameSite=None', 'Secure');
  else parts.push('SameSite=Lax');
  return parts.join('; ');
}
