'use client';

import { useEffect } from 'react';
import { LocaleLink } from '@/i18n/link';
import { Button, buttonClasses } from '@/ui/button';
import { ErrorView } from './error-view';
import { fill, useShellStrings } from './shell-strings';

export function ServerError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { server, locale } = useShellStrings();
  useEffect(() => {
    document.title = `${server.title} · Exhale`;
  }, [server.title]);
  return (
    <ErrorView
      code={server.code}
      title={server.title}
      message={error.digest ? fill(server.reference, { id: error.digest }) : server.title}
      body={server.body}
      actions={
        <>
          <Button onClick={reset}>{server.retry}</Button>
          <LocaleLink locale={locale} href="/" className={buttonClasses('secondary')}>
            {server.home}
          </LocaleLink>
        </>
      }
    />
  );
}
