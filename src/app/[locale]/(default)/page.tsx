import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LatestPosts } from '@/features/content/components/latest-posts';
import { buildPageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';

const featureKeys = ['motivation', 'dependence', 'plan', 'cravings', 'progress', 'friends'] as const;
const stepKeys = ['one', 'two', 'three', 'four'] as const;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    ...buildPageMetadata({ locale, route: '/', title: t('defaultTitle'), description: t('defaultDescription') }),
    title: { absolute: t('defaultTitle') },
  };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden="true" className="absolute inset-x-0 -top-40 -z-10 h-[32rem] bg-[radial-gradient(60%_60%_at_70%_30%,var(--color-brand-100),transparent)]" />
        <Container className="grid items-center gap-10 py-12 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{t('eyebrow')}</p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">{t('title')}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted sm:text-xl">{t('lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LocaleLink locale={locale} href="/survey/motivation" className={buttonClasses('primary', 'lg')}>
                {t('ctaSurvey')}
              </LocaleLink>
              <LocaleLink locale={locale} href="/survey/test" className={buttonClasses('secondary', 'lg')}>
                {t('ctaTest')}
              </LocaleLink>
            </div>
            <p className="mt-4 text-sm text-ink-muted">{t('ctaNote')}</p>
          </div>
          <BreathCard />
        </Container>
      </section>

      <section aria-labelledby="features-title" className="py-12 sm:py-16">
        <Container>
          <h2 id="features-title" className="max-w-2xl text-2xl font-bold tracking-tight sm:text-3xl">
            {t('featuresTitle')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {featureKeys.map((key) => (
              <li key={key}>
                <Card className="h-full">
                  <h3 className="text-lg font-semibold">{t(`features.${key}.title`)}</h3>
                  <p className="mt-2 text-ink-muted">{t(`features.${key}.body`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="steps-title" className="bg-surface py-12 sm:py-16">
        <Container className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="steps-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('stepsTitle')}
            </h2>
            <ol className="mt-6 space-y-4">
              {stepKeys.map((key, index) => (
                <li key={key} className="flex gap-4">
                  <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <p className="pt-1.5 text-ink">{t(`steps.${key}`)}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-[var(--radius-card)] bg-brand-800 p-8 text-white">
            <h2 className="text-2xl font-bold">{t('evidenceTitle')}</h2>
            <p className="mt-3 text-brand-100">{t('evidenceBody')}</p>
          </div>
        </Container>
      </section>

      <LatestPosts locale={locale} />
    </>
  );
}

function BreathCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-sm sm:block">
      <div className="absolute inset-0 rounded-full bg-brand-100" />
      <div className="absolute inset-[12%] rounded-full bg-brand-200 motion-safe:animate-[pulse_6s_ease-in-out_infinite]" />
      <div className="absolute inset-[26%] rounded-full bg-brand-400" />
      <div className="absolute inset-[38%] rounded-full bg-brand-700" />
    </div>
  );
}
