import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { loadMessages } from '@/i18n/messages';
import type { InternalPath } from '@/i18n/pathnames';
import { Container } from '@/ui/container';
import { PageIntro } from '@/ui/page-intro';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import type { ReactNode } from 'react';

/**
 * The motivation survey and the dependence test: a prerendered page whose form runs in the
 * browser (answers kept there until there is an account, then saved to it). Each route passes
 * its own form, so neither page loads the other's code.
 */
export function surveyPage(kind: 'motivation' | 'test', form: (messages: Messages, locale: Locale) => ReactNode) {
  const route: InternalPath = kind === 'motivation' ? '/survey/motivation' : '/survey/test';
  const namespace = kind === 'motivation' ? 'surveyMotivation' : 'surveyTest';

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    return pageMetadata(await pageLocale(params), route, namespace);
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: `pages.${namespace}` });
    const messages = await loadMessages(locale);
    return (
      <Container className="py-8 sm:py-12">
        <div className="mx-auto mb-8 max-w-2xl">
          <PageIntro title={t('title')} lead={t('lead')} />
        </div>
        {form(messages, locale)}
      </Container>
    );
  }

  return { generateMetadata, Page };
}
