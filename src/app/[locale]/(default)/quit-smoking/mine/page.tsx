import type { Metadata } from 'next';
import { ProgrammePage } from '@/features/programme/components/programme-page';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { buildPageMetadata } from '@/features/shell/server/metadata';
import { loadMessages } from '@/i18n/messages';

// /quit-smoking for a browser with a session cookie (the proxy sends it here): the person's own
// programme, rendered for them; without a valid session, the page visitors see.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const messages = await loadMessages(locale);
  return buildPageMetadata({ locale, route: '/quit-smoking', title: messages.programme.title, description: messages.pages.surveyMotivation.description, noindex: true });
}

export default async function Page({ params }: LocaleParams) {
  return <ProgrammePage locale={await pageLocale(params)} params={params} />;
}
