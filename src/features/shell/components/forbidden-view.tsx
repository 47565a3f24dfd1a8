import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { buttonClasses } from '@/ui/button';
import { ErrorView } from './error-view';

export async function forbiddenMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'errors.forbidden' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The 403 page's content: what happened and the way home. `body`: the explanation where the
 * general one (a part of the site for the people who run it) does not fit, e.g. someone else's
 * certificate.
 */
export async function ForbiddenView({ locale, body }: { locale: Locale; body?: string }) {
  const t = await getTranslations({ locale, namespace: 'errors.forbidden' });
  return (
    <ErrorView
      code={t('code')}
      title={t('title')}
      message={t('message')}
      body={body ?? t('body')}
      actions={
        <LocaleLink locale={locale} href="/" className={buttonClasses('primary')}>
          {t('home')}
        </LocaleLink>
      }
    />
  );
}
