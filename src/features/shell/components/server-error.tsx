'use client';

import { useEffect } from 'react';
import { publicPath } from '@/i18n/pathnames';
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
          {/* A full load of the home page: it also leaves whatever state failed behind. It is a
              plain link, so the error boundary on every page does not carry the router's link. */}
          <a href={publicPath('/', locale)} className={buttonClasses('secondary')}>
            {server.home}
          </a>
        </>
      }
    />
  );
}
