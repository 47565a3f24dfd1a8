import type { MetadataRoute } from 'next';
import { env } from '@/config/env';
import { privatePathPrefixes } from '@/features/shell/public-routes';
import { locales } from '@/i18n/locales';

export default function robots(): MetadataRoute.Robots {
  const disallow = privatePathPrefixes.flatMap((prefix) => [
    prefix,
    ...locales.filter((l) => l !== 'en').map((locale) => `/${locale}${prefix}`),
  ]);
  return {
    rules: { userAgent: '*', allow: '/', disallow },
    sitemap: `${env().SITE_URL}/sitemap.xml`,
  };
}
