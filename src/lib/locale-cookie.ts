import { env } from '@/config/env';
import type { Locale } from '@/i18n/locales';
import { formatLocaleCookie, LOCALE_COOKIE } from './locale-cookie-format';

export { LOCALE_COOKIE };

const cache = new Map<Locale, string>();

/** The locale cookie of spec §9: 365 days, path /, SameSite lax (none + Secure cross-site). */
export function localeCookieHeader(locale: Locale): string {
  let header = cache.get(locale);
  if (!header) {
    const config = env();
    header = formatLocaleCookie(locale, { domain: config.LOCALE_COOKIE_DOMAIN, crossSite: config.LOCALE_COOKIE_CROSS_SITE });
    cache.set(locale, header);
  }
  return header;
}
