import type { Metadata } from 'next';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { EarlySubmitGuard } from '@/features/shell/components/early-submit-guard';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/login', 'login', { noindex: true });
}

type Query = { redirect?: string | string[]; forgot?: string; link?: string; error?: string | string[] };

export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<Query> }) {
  const locale = await pageLocale(params);
  const { redirect, forgot, link, error } = await searchParams;
  return (
    <>
      <EarlySubmitGuard />
      <AuthScreen
        mode="login"
        locale={locale}
        redirectParam={typeof redirect === 'string' ? redirect : null}
        view={forgot === '1' ? 'forgot' : link === '1' ? 'link' : 'form'}
        providerError={typeof error === 'string' ? error.slice(0, 64) : null}
      />
    </>
  );
}
