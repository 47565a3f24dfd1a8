'use client';

import { useEffect, useState } from 'react';
import { useShellStrings } from '@/features/shell/components/shell-strings';
import { LocaleLink } from '@/i18n/link';
import { publicPath } from '@/i18n/pathnames';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { signOut, useSignedIn } from '../client/session';

/** Log in and register for visitors; sign out for a signed-in browser. */
export function AccountControls({ layout, onNavigate }: { layout: 'header' | 'menu'; onNavigate?: () => void }) {
  const { shell, locale } = useShellStrings();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);
  // A sign-out the server did not confirm (offline, an error): the person is told they are still signed in.
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), 10_000);
    return () => window.clearTimeout(timer);
  }, [failed]);
  // Survey and test answers given before signing in move into the account (loaded only then).
  // Offline, they stay where they are until the next page that can load this and reach the server.
  useEffect(() => {
    if (!signedIn || layout !== 'header') return;
    void import('@/features/survey/client/pending')
      .then(({ hasPending, syncPending }) => (hasPending() ? syncPending() : undefined))
      .catch(() => undefined);
  }, [signedIn, layout]);
  const header = layout === 'header';
  if (signedIn) {
    return (
      <div className={cn(header ? 'flex items-center gap-2' : 'grid gap-2')}>
        <LocaleLink locale={locale} href="/account" onClick={onNavigate} className={buttonClasses(header ? 'ghost' : 'secondary', header ? 'sm' : 'md')}>
          {shell.account}
        </LocaleLink>
        <button
          type="button"
          disabled={busy}
          className={buttonClasses('secondary', header ? 'sm' : 'md')}
          onClick={() => {
            setBusy(true);
            setFailed(false);
            void signOut(publicPath('/', locale)).then((ended) => {
              if (ended) return;
              setBusy(false);
              setFailed(true);
            });
          }}
        >
          {shell.signOut}
        </button>
        {failed ? (
          <p
            role="alert"
            data-testid="sign-out-failed"
            className={cn(
              'rounded-2xl bg-danger-50 p-3 text-sm text-danger-700 ring-1 ring-inset ring-danger-600/30',
              // In the header it shows under it, over the page; in the phone menu, below the button.
              header && 'fixed inset-x-4 top-[4.5rem] z-[var(--z-modal)] mx-auto max-w-md p-4 shadow-lg',
            )}
          >
            {shell.signOutFailed}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={cn(header ? 'flex items-center gap-2' : 'grid gap-2')}>
      <LocaleLink locale={locale} href="/register" onClick={onNavigate} className={buttonClasses('primary', header ? 'sm' : 'md', header ? 'order-2' : '')}>
        {shell.startFree}
      </LocaleLink>
      <LocaleLink locale={locale} href="/login" onClick={onNavigate} className={buttonClasses(header ? 'ghost' : 'secondary', header ? 'sm' : 'md', header ? 'order-1' : '')}>
        {shell.logIn}
      </LocaleLink>
    </div>
  );
}
