import type { ReactNode } from 'react';
import { DefaultChrome } from '@/features/shell/components/default-chrome';
import { pageLocale } from '@/features/shell/server/page-locale';

export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <DefaultChrome locale={locale}>{children}</DefaultChrome>;
}
