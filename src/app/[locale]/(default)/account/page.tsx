import type { Metadata } from 'next';
import { AccountScreen } from '@/features/auth/components/account-screen';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

// Prerendered per locale, the same for everyone: the proxy (and server.mjs from memory) sends it
// only to a browser with a session cookie, and the person's details come from
// GET /api/account/overview (decision 0014's pattern).

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/account', 'account', { noindex: true });
}

export default async function Page({ params }: LocaleParams) {
  return <AccountScreen locale={await pageLocale(params)} />;
}
