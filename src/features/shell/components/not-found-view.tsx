import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { buttonClasses } from '@/ui/button';
import { ErrorView } from './error-view';

/** The 404 body. `invalidPath` is set when a route parameter failed validation (spec §8). */
export async function NotFoundView({ locale, invalidPath }: { locale: Locale; invalidPath?: string }) {
  const t = await getTranslations({ locale, namespace: 'errors.notFound' });
  return (
    <ErrorView
      code={t('code')}
      title={t('title')}
      message={invalidPath ? t('routeInvalid', { path: invalidPath }) : t('message')}
      body={t('body')}
      actions={
        <>
          <LocaleLink locale={locale} href="/" className={buttonClasses('primary')}>
            {t('home')}
          </LocaleLink>
          <LocaleLink locale={locale} href="/help" className={buttonClasses('secondary')}>
            {t('help')}
          </LocaleLink>
        </>
      }
    />
  );
}

export async function notFoundMetadata(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'errors.notFound' });
  return { title: t('title'), robots: { index: false } };
}
