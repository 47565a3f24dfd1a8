import type { Metadata } from 'next';
import { ProgrammeApp } from '@/features/programme/components/programme-app';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { buildPageMetadata } from '@/features/shell/server/metadata';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { Container } from '@/ui/container';

// /quit-smoking for a browser with a session cookie (the proxy, or server.mjs from memory, sends
// it here): the page is the same for everyone and prerendered per locale; the person's programme
// fills in from GET /api/programme/dashboard (decision 0014). Without a valid session that answer
// is 401, which removes the stale cookie, and the address shows the visitors' page again.

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const messages = await loadMessages(locale);
  return buildPageMetadata({ locale, route: '/quit-smoking', title: messages.programme.title, description: messages.pages.surveyMotivation.description, noindex: true });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const messages = await loadMessages(locale);
  return (
    <Container className="py-8 sm:py-12">
      <ProgrammeApp
        locale={locale}
        strings={{
          programme: messages.programme,
          triggers: messages.survey.triggers.options,
          reasons: messages.survey.reasons.options,
          challenges: { panel: messages.challenges.panel, presets: messages.challenges.presets, refusals: messages.challenges.refusals, milestones: messages.programme.milestones.kinds },
          purchases: { panel: messages.purchases.panel, errors: messages.purchases.errors },
          offline: { programme: messages.pwa.programme, sos: messages.pwa.sos },
          help: messages.helpNearYou,
        }}
        links={{ self: publicPath('/quit-smoking', locale), survey: publicPath('/survey/motivation', locale), test: publicPath('/survey/test', locale), signIn: publicPath('/sign-in', locale) }}
      />
    </Container>
  );
}
