import { env } from '@/config/env';
import type { Locale } from '@/i18n/locales';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The locale cookie of spec §9: 365 days, path /, SameSite lax (none + Secure cross-site). */
export function localeCookieHeader(locale: Locale): string {
  const config = env();
  const parts = [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${ONE_YEAR_SECONDS}`, 'Path=/'];
  if (config.LOCALE_COOKIE_DOMAIN) parts.push(`Domain=${config.LOCALE_COOKIE_DOMAIN}`);
  if (config.LOCALE_COOKIE_CROSS_SITE) parts.push('SameSite=None', 'Secure');
  else parts.push('SameSite=Lax');
  return parts.join('; ');
}
