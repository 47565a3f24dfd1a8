// The web app manifest of each language (docs/decisions/0020-installable-app.md). Kept free of
// framework imports: the manifest route, the service worker's build and the tests share it.
import { defaultLocale, localeTags, type Locale } from '../../i18n/locales.ts';
import { publicPath } from '../../i18n/pathnames.ts';

/** The brand colour (design token --color-brand-700) and the page background (--color-canvas). */
export const THEME_COLOR = '#0f6a57';
export const BACKGROUND_COLOR = '#f6f8f4';

/** The PNG icons drawn from the logo by scripts/make-icons.mjs, kept in public/icons/. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface ManifestStrings {
  name: string;
  shortName: string;
  description: string;
}

/** Where each language's manifest is served. */
export const manifestPath = (locale: Locale): string => `/manifests/${locale}.webmanifest`;

/**
 * The addresses the installed app keeps as its own. A scope is a plain prefix of the path: `/de`
 * (not `/de/`) so that the language's home page, where the logo and the offline page lead, stays
 * inside the app; no address of another language starts with `/de` (manifest.test.ts).
 */
export const appScope = (locale: Locale): string => (locale === defaultLocale ? '/' : `/${locale}`);

/**
 * The installed app opens on the programme page in the person's language and stays within that
 * language's addresses (all of the site for English, whose addresses carry no prefix). Each
 * language is its own app (`id`), so installing it in German and in French gives two icons
 * rather than one that changes language.
 */
export function webManifest(locale: Locale, strings: ManifestStrings) {
  const start = publicPath('/quit-smoking', locale);
  return {
    id: `/?app=${locale}`,
    name: strings.name,
    short_name: strings.shortName,
    description: strings.description,
    lang: localeTags[locale],
    dir: 'ltr',
    start_url: start,
    scope: appScope(locale),
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['health', 'lifestyle'],
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}
