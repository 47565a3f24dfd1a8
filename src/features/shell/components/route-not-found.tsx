import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { currentLocale } from '@/features/shell/server/page-locale';
import { NotFoundView, notFoundMetadata } from './not-found-view';

// The not-found of routes with an id: these render per request anyway, so the proxy's verdict on
// the id (x-exhale-invalid-route) and the full path can be read here.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale());
}

export default async function RouteNotFound() {
  const [h, locale] = await Promise.all([headers(), currentLocale()]);
  const invalid = h.get('x-exhale-invalid-route') === '1';
  return <NotFoundView locale={locale} invalidPath={invalid ? (h.get('x-exhale-path') ?? '/') : undefined} />;
}
