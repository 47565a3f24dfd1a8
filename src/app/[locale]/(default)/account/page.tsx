import type { Metadata } from 'next';
import { AccountScreen } from '@/features/auth/components/account-screen';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/account', 'account', { noindex: true });
}

export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<{ emails?: string }> }) {
  const [locale, { emails }] = await Promise.all([pageLocale(params), searchParams]);
  return <AccountScreen locale={locale} emailsSaved={emails === 'saved'} />;
}
