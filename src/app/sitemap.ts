import type { MetadataRoute } from 'next';
import { allPostIds, contentRendering } from '@/features/content/server/source';
import { publicRoutes } from '@/features/shell/public-routes';
import { alternateUrls } from '@/features/shell/server/metadata';
import type { InternalPath } from '@/i18n/pathnames';
import { locales, localeTags } from '@/i18n/locales';

function entries(route: InternalPath, priority: number, params?: Record<string, string>): MetadataRoute.Sitemap {
  const urls = alternateUrls(route, params);
  return locales.map((locale) => ({
    url: urls[localeTags[locale]]!,
    changeFrequency: 'weekly' as const,
    priority,
    alternates: { languages: urls },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await contentRendering();
  const posts = await allPostIds();
  return [
    ...publicRoutes.flatMap((route) => entries(route, route === '/' ? 1 : 0.7)),
    ...posts.flatMap((id) => entries('/posts/[id]', 0.6, { id })),
  ];
}
