import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { InternalPath } from '@/i18n/pathnames';
import { Alert } from '@/ui/alert';
import { Container } from '@/ui/container';
import { PageIntro } from '@/ui/page-intro';
import { pageMetadata, type PageNamespace } from './server/metadata';
import { pageLocale, type LocaleParams } from './server/page-locale';

type IntroNamespace = {
  [K in PageNamespace]: 'lead' extends keyof import('@/i18n/messages').Messages['pages'][K] ? K : never;
}[PageNamespace];

/**
 * A page whose feature arrives in a later change: its real, translated heading and introduction
 * inside the shared chrome, and a plain notice that it is not open yet.
 */
export function introPage(
  route: InternalPath,
  namespace: IntroNamespace,
  options: { noindex?: boolean; guard?: (locale: Locale) => Promise<unknown> } = {},
) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    return pageMetadata(locale, route, namespace, { noindex: options.noindex });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    await options.guard?.(locale);
    const t = await getTranslations({ locale, namespace: `pages.${namespace}` });
    const shell = await getTranslations({ locale, namespace: 'shell' });
    return (
      <Container className="py-10 sm:py-16">
        <div className="max-w-2xl">
          <PageIntro large title={t('title')} lead={t('lead')} />
          <div className="mt-8">
            <Alert tone="info">{shell('comingSoon')}</Alert>
          </div>
        </div>
      </Container>
    );
  }

  return { generateMetadata, Page };
}
