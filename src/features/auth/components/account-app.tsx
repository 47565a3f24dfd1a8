'use client';

import { useEffect, type ReactNode } from 'react';
import { isLocale, type Locale } from '@/i18n/locales';
import { EmailPreferencesForm, type CategoryLabels } from '@/features/mail/components/email-preferences-view';
import { RemindersPanel, type RemindersPanelStrings } from '@/features/reminders/components/reminders-panel';
import { usePersonalData } from '@/lib/client/use-personal-data';
import { LoadFailed, type LoadFailedStrings } from '@/ui/load-failed';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import type { AccountData } from '../account-data';
import { Connections } from './account/connections';
import { EmailForm } from './account/email-form';
import { LanguageForm } from './account/language-form';
import { NameForm } from './account/name-form';
import { OtherSessions } from './account/other-sessions';
import { PasswordForm } from './account/password-form';
import type { AccountStrings } from './account/section';

function Panel({ title, hint, children, id }: { title: string; hint?: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} className="scroll-mt-20">
      <Card>
        <h2 className="text-xl font-bold tracking-tight">{title}</h2>
        {hint ? <p className="mt-1 text-sm text-ink-muted">{hint}</p> : null}
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}

/** The account page's words, the same for everyone (prerendered per locale). */
export interface AccountPageStrings {
  forms: Omit<AccountStrings, 'policy'>;
  titles: { profile: string; email: string; password: string; language: string; emails: string; reminders: string; connections: string; sessions: string; data: string };
  hints: { emails: string; reminders: string; connections: string; sessions: string; data: string };
  emails: { saved: string; save: string; categories: CategoryLabels };
  reminders: RemindersPanelStrings;
  connectionsUnavailable: string;
  loading: string;
  failed: LoadFailedStrings;
}

/**
 * The account page: the same for everyone, prerendered per locale; its person's details come from
 * GET /api/account/overview (decision 0014's pattern). Without a valid session that answer is 401
 * (the leftover cookie is removed) and the browser goes to the log-in page, which comes back here.
 */
export function AccountApp({ locale, strings, links, passwordNone, dataLink }: {
  locale: Locale;
  strings: AccountPageStrings;
  links: { login: string; account: string; accountPaths: Record<Locale, string> };
  /** Shown instead of the password form to someone without a password. */
  passwordNone: ReactNode;
  dataLink: ReactNode;
}) {
  const state = usePersonalData<AccountData>(`/api/account/overview?locale=${locale}`, links.login);

  // An address with a section (#reminders, #emails after saving them): the section exists once
  // the details are in, so the browser's own jump to it found nothing.
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (ready && window.location.hash.length > 1) document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [ready]);

  if (state.kind === 'loading') {
    return (
      <div role="status" aria-live="polite" className="mt-8 space-y-6">
        <span className="sr-only">{strings.loading}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
        <div aria-hidden="true" className="h-40 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="mt-8">
        <LoadFailed offline={state.offline} strings={strings.failed} onRetry={state.retry} />
      </div>
    );
  }

  const { data } = state;
  // Back from saving the email choices without JavaScript (`?emails=saved`).
  const emailsSaved = new URLSearchParams(window.location.search).get('emails') === 'saved';
  const { titles, hints } = strings;
  const forms: AccountStrings = { ...strings.forms, policy: data.policyStrings };
  return (
    <div className="mt-8 space-y-6">
      <Panel title={titles.profile}>
        <NameForm initial={data.user.name} strings={forms} />
      </Panel>
      <Panel title={titles.email}>
        <EmailForm current={data.user.email} verified={data.user.emailVerified} strings={forms} />
      </Panel>
      <Panel title={titles.password}>{data.hasPassword ? <PasswordForm policy={data.policy} strings={forms} /> : passwordNone}</Panel>
      <Panel title={titles.language}>
        <LanguageForm current={data.user.locale && isLocale(data.user.locale) ? data.user.locale : locale} accountPaths={links.accountPaths} strings={forms} />
      </Panel>
      <Panel id="emails" title={titles.emails} hint={hints.emails}>
        {emailsSaved ? (
          <div className="mb-5">
            <Alert tone="success">{strings.emails.saved}</Alert>
          </div>
        ) : null}
        <EmailPreferencesForm preferences={data.emailPreferences} labels={strings.emails.categories} action={`/api/email/preferences?locale=${locale}`} submit={strings.emails.save} />
      </Panel>
      <Panel id="reminders" title={titles.reminders} hint={hints.reminders}>
        <RemindersPanel
          locale={locale}
          timeZone={data.reminders.timeZone}
          settings={data.reminders.settings}
          publicKey={data.reminders.publicKey}
          reminderEmails={data.emailPreferences.reminders}
          strings={strings.reminders}
        />
      </Panel>
      <Panel title={titles.connections} hint={data.providers.length > 0 ? hints.connections : undefined}>
        {data.providers.length > 0 ? (
          <Connections providers={data.providers} linked={data.linked} accountPath={links.account} strings={forms} />
        ) : (
          <p className="text-ink-muted">{strings.connectionsUnavailable}</p>
        )}
      </Panel>
      <Panel title={titles.sessions} hint={hints.sessions}>
        <OtherSessions strings={forms} />
      </Panel>
      <Panel title={titles.data} hint={hints.data}>
        {dataLink}
      </Panel>
    </div>
  );
}
