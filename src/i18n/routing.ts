import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { pathnames } from './pathnames';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  pathnames,
  // The proxy (src/proxy.ts) owns detection, redirects and the locale cookie.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
