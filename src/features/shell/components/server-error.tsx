'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/i18n/navigation';
import { Button, buttonClasses } from '@/ui/button';
import { ErrorView } from './error-view';

export function ServerError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors.server');
  useEffect(() => {
    document.title = `${t('title')} · Exhale`;
  }, [t]);
  return (
    <ErrorView
      code={t('code')}
      title={t('title')}
      message={error.digest ? t('reference', { id: error.digest }) : t('title')}
      body={t('body')}
      actions={
        <>
          <Button onClick={reset}>{t('retry')}</Button>
          <Link href="/" className={buttonClasses('secondary')}>
            {t('home')}
          </Link>
        </>
      }
    />
  );
}
