import type { Metadata } from 'next';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/login', 'login', { noindex: true });
}

export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<{ redirect?: string | string[]; forgot?: string }> }) {
  const locale = await pageLocale(params);
  const { redirect, forgot } = await searchParams;
  return <AuthScreen mode="login" locale={locale} redirectParam={typeof redirect === 'string' ? redirect : null} forgot={forgot === '1'} />;
}
