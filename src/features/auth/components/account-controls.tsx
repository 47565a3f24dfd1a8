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
            void signOut(publicPath('/', locale));
          }}
        >
          {shell.signOut}
        </button>
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
