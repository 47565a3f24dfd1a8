import type { Metadata } from 'next';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { EarlySubmitGuard } from '@/features/shell/components/early-submit-guard';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/register', 'register', { noindex: true });
}

export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<{ redirect?: string | string[] }> }) {
  const locale = await pageLocale(params);
  const { redirect } = await searchParams;
  return (
    <>
      <EarlySubmitGuard />
      <AuthScreen mode="register" locale={locale} redirectParam={typeof redirect === 'string' ? redirect : null} />
    </>
  );
}
