import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';

const stageKeys = ['prepare', 'quit', 'cope', 'stay'] as const;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(locale, '/quit-smoking', 'quitSmoking');
}

export default async function QuitSmokingPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.quitSmoking' });
  return (
    <Container className="py-10 sm:py-16">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-ink-muted sm:text-xl">{t('lead')}</p>
        <LocaleLink locale={locale} href="/survey/motivation" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('ctaStart')}
        </LocaleLink>
      </div>
      <section aria-labelledby="stages-title" className="mt-14">
        <h2 id="stages-title" className="text-2xl font-bold tracking-tight">
          {t('stagesTitle')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stageKeys.map((key, index) => (
            <li key={key}>
              <Card className="h-full">
                <p className="text-sm font-semibold text-brand-700">{index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{t(`stages.${key}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`stages.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
}
