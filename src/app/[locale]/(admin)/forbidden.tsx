import type { Metadata } from 'next';
import { DefaultChrome } from '@/features/shell/components/default-chrome';
import { forbiddenMetadata, ForbiddenView } from '@/features/shell/components/forbidden-view';
import { currentLocale } from '@/features/shell/server/page-locale';

// 403, for a signed-in user without the admin role (forbidden() in require-admin.ts, called by the
// admin layout): above that layout, so with the site's header and footer instead of the admin's.
export async function generateMetadata(): Promise<Metadata> {
  return forbiddenMetadata(await currentLocale());
}

export default async function Forbidden() {
  const locale = await currentLocale();
  return (
    <DefaultChrome locale={locale}>
      <ForbiddenView locale={locale} />
    </DefaultChrome>
  );
}
