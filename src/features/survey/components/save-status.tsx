'use client';

import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/i18n/link';
import type { Messages } from '@/i18n/messages';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { keepPending, sendToAccount, type Pending, type PendingEntry, type SaveResult } from '../client/pending';

export type Saved = SaveResult | 'local';

/**
 * Saves a finished survey or test: to the account when signed in, else (or when the account
 * cannot be reached) kept in the browser to be carried over later.
 */
export async function saveFinished(kind: keyof Pending, entry: PendingEntry<unknown>, signedIn: boolean): Promise<Saved> {
  if (!signedIn) {
    keepPending(kind, entry);
    return 'local';
  }
  const result = await sendToAccount(kind, entry);
  if (result !== 'saved' && result !== 'invalid') keepPending(kind, entry);
  return result === 'unauthenticated' ? 'local' : result;
}

/** Where the answers are now: in the account, in this browser (with a way to an account), or not saved (retry). */
export function SaveStatus({
  saved,
  locale,
  text,
  errors,
  retryLabel,
  busy,
  onRetry,
}: {
  saved: Saved;
  locale: Locale;
  text: { saved: string; savedLocally: string; register: string };
  errors: Messages['survey']['errors'];
  retryLabel: string;
  busy: boolean;
  onRetry: () => void;
}) {
  if (saved === 'saved') return <Alert tone="success">{text.saved}</Alert>;
  if (saved === 'local') {
    return (
      <Alert tone="info">
        {text.savedLocally}{' '}
        <LocaleLink locale={locale} href="/register" className="font-semibold underline">
          {text.register}
        </LocaleLink>
      </Alert>
    );
  }
  return (
    <Alert tone="danger">
      {saved === 'network' ? errors.network : saved === 'invalid' ? errors.invalid : errors.server}{' '}
      {saved !== 'invalid' ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Alert>
  );
}

/** The end of a result: the next step, doing it again, and the instrument's source. */
export function ResultActions({ locale, next, nextLabel, againLabel, onAgain, source }: { locale: Locale; next: '/survey/test' | '/survey/motivation'; nextLabel: string; againLabel: string; onAgain: () => void; source: string }) {
  return (
    <>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <LocaleLink locale={locale} href={next} className={buttonClasses('primary', 'lg')}>
          {nextLabel}
        </LocaleLink>
        <button type="button" className={buttonClasses('secondary', 'lg')} onClick={onAgain}>
          {againLabel}
        </button>
      </div>
      <p className="mt-10 text-sm text-ink-muted">{source}</p>
    </>
  );
}
