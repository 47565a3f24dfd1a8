import type { Metadata } from 'next';
import { forbiddenMetadata, ForbiddenView } from '@/features/shell/components/forbidden-view';
import { currentLocale } from '@/features/shell/server/page-locale';

// 403 for a page of the site that calls forbidden(), inside the layout's header and footer; the
// admin area has its own, above its layout (../(admin)/forbidden.tsx). The certificate editor,
// prerendered, shows the same content in the browser when its data call answers 403.
export async function generateMetadata(): Promise<Metadata> {
  return forbiddenMetadata(await currentLocale());
}

export default async function Forbidden() {
  return <ForbiddenView locale={await currentLocale()} />;
}
