import type { Metadata } from 'next';
import { currentLocale } from '@/features/shell/server/page-locale';
import { DefaultChrome } from '@/features/shell/components/default-chrome';
import { NotFoundView, notFoundMetadata } from '@/features/shell/components/not-found-view';

// The 404 of the admin area, above its layout (which may refuse the visitor), so with the site's
// header and footer. Static on purpose: reading request headers here would make every page dynamic.
// Routes with an id have their own not-found (route-not-found.tsx) that shows the invalid path.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale());
}

export default async function NotFound() {
  const locale = await currentLocale();
  return (
    <DefaultChrome locale={locale}>
      <NotFoundView locale={locale} />
    </DefaultChrome>
  );
}
