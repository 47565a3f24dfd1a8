import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/features/shell/public-routes';
import { alternateUrls } from '@/features/shell/server/metadata';
import { locales, localeTags } from '@/i18n/locales';

export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.flatMap((route) => {
    const urls = alternateUrls(route);
    return locales.map((locale) => ({
      url: urls[localeTags[locale]]!,
      changeFrequency: 'weekly' as const,
      priority: route === '/' ? 1 : 0.7,
      alternates: { languages: urls },
    }));
  });
}
