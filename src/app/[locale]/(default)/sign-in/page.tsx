import type { Metadata } from 'next';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { EarlySubmitGuard } from '@/features/shell/components/early-submit-guard';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

export const dynamic = 'force-dynamic';

type Search = Promise<{ mode?: string | string[]; token?: string | string[]; redirect?: string | string[]; error?: string | string[] }>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/sign-in', 'signIn', { noindex: true });
}

export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Search }) {
  const locale = await pageLocale(params);
  const { mode, token, redirect, error } = await searchParams;
  return (
    <>
      <EarlySubmitGuard />
      <SignInScreen locale={locale} query={{ mode: one(mode), token: one(token), redirect: one(redirect), error: one(error)?.slice(0, 64) ?? null }} />
    </>
  );
}
