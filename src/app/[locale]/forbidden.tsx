import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DefaultChrome } from '@/features/shell/components/default-chrome';
import { ErrorView } from '@/features/shell/components/error-view';
import { currentLocale } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';
import { buttonClasses } from '@/ui/button';

// 403, for a signed-in user without the role a page needs (forbidden() in require-admin.ts).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'errors.forbidden' });
  return { title: t('title'), robots: { index: false } };
}

export default async function Forbidden() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'errors.forbidden' });
  return (
    <DefaultChrome locale={locale}>
      <ErrorView
        code={t('code')}
        title={t('title')}
        message={t('message')}
        body={t('body')}
        actions={
          <LocaleLink locale={locale} href="/" className={buttonClasses('primary')}>
            {t('home')}
          </LocaleLink>
        }
      />
    </DefaultChrome>
  );
}
