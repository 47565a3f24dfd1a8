import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { defaultLocale, locales, localeTags, type Locale } from '@/i18n/locales';
import type { InternalPath } from '@/i18n/pathnames';
import { publicPath } from '@/i18n/resolve';
import type { Messages } from '@/i18n/messages';

export type PageNamespace = keyof Messages['pages'];

/** The picture shown when a page is shared and has none of its own (1200×630 PNG). */
export const DEFAULT_SHARE_IMAGE = { url: '/images/og-default.png', width: 1200, height: 630, alt: 'Exhale' };

/** A page's own picture for sharing, when it is one social networks show (not SVG). */
export function shareImage(image: { filename: string; alt: string } | undefined) {
  return image && !/\.svg($|\?)/i.test(image.filename) ? { url: image.filename, alt: image.alt } : DEFAULT_SHARE_IMAGE;
}

function withParams(path: string, params?: Record<string, string>): string {
  if (!params) return path;
  return path.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Absolute URLs of one route in every locale, for canonical links, hreflang and the sitemap. */
export function alternateUrls(route: InternalPath, params?: Record<string, string>) {
  const origin = env().SITE_URL;
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[localeTags[locale]] = origin + withParams(publicPath(route, locale), params);
  languages['x-default'] = origin + withParams(publicPath(route, defaultLocale), params);
  return languages;
}

export interface PageMetadataOptions {
  locale: Locale;
  route: InternalPath;
  title: string;
  description: string;
  params?: Record<string, string>;
  noindex?: boolean;
  /** The page's own picture for sharing (1200×630); the site's default otherwise. */
  image?: { url: string; width: number; height: number; alt: string };
}

export function buildPageMetadata({ locale, route, title, description, params, noindex, image = DEFAULT_SHARE_IMAGE }: PageMetadataOptions): Metadata {
  const origin = env().SITE_URL;
  const canonical = origin + withParams(publicPath(route, locale), params);
  return {
    title,
    description,
    metadataBase: new URL(origin),
    alternates: { canonical, languages: alternateUrls(route, params) },
    openGraph: { title, description, url: canonical, siteName: 'Exhale', locale: localeTags[locale].replace('-', '_'), type: 'website', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
    robots: noindex ? { index: false, follow: false } : { index: true, follow: true },
  };
}

export async function pageMetadata(
  locale: Locale,
  route: InternalPath,
  namespace: PageNamespace,
  options: { params?: Record<string, string>; noindex?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `pages.${namespace}` });
  return buildPageMetadata({ locale, route, title: t('title'), description: t('description'), ...options });
}
