import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { LocaleLink } from '@/i18n/link';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { Card } from '@/ui/card';
import { PageIntro } from '@/ui/page-intro';
import { Container } from '@/ui/container';
import { passwordPolicyFrom } from '../password-policy-config';
import { getAuth, oauthProvidersFrom } from '../server/auth';
import { policyStrings } from './auth-screen';
import { getDb } from '@/db/client';
import { EmailPreferencesForm } from '@/features/mail/components/email-preferences-form';
import { preferencesOf } from '@/features/mail/server/preferences';
import { Alert } from '@/ui/alert';
import { RemindersPanel } from '@/features/reminders/components/reminders-panel';
import { Connections, EmailForm, LanguageForm, NameForm, OtherSessions, PasswordForm, type AccountStrings } from './account-forms';

function Panel({ title, hint, children, id }: { title: string; hint?: string; children: React.ReactNode; id?: string }) {
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

/** The account page: name, email address, password, language, Google/Apple, devices, data. */
export async function AccountScreen({ locale, emailsSaved = false }: { locale: Locale; emailsSaved?: boolean }) {
  const requestHeaders = await headers();
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  const accountPath = publicPath('/account', locale);
  if (!session) redirect(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(accountPath)}`);
  const accounts = await auth.api.listUserAccounts({ headers: requestHeaders });
  const hasPassword = accounts.some((a) => a.providerId === 'credential');
  const linked = Object.fromEntries(accounts.filter((a) => a.providerId !== 'credential').map((a) => [a.providerId, a.id]));
  const config = env();
  const providers = oauthProvidersFrom(config).map((p) => p.id);
  const policy = passwordPolicyFrom(config);
  const user = session.user as typeof session.user & { locale?: string };
  const { db } = await getDb();
  const emailPreferences = await preferencesOf(db, user.id);

  const [t, a, page, r] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: 'account' }),
    getTranslations({ locale, namespace: 'pages.account' }),
    getTranslations({ locale, namespace: 'reminders' }),
  ]);
  const strings: AccountStrings = {
    save: a('save'),
    saved: a('saved'),
    submitting: t('submitting'),
    name: t('name'),
    email: t('email'),
    nameRequired: t('validation.nameRequired'),
    nameTooLong: t('validation.nameTooLong'),
    emailInvalid: t('validation.emailInvalid'),
    tooMany: t('errors.too-many-requests'),
    network: t('errors.network-request-failed'),
    failed: t('errors.internal-error'),
    emailSection: {
      confirmed: a('email.confirmed'),
      unconfirmed: a('email.unconfirmed'),
      resend: a('email.resend'),
      resent: a('email.resent', { email: '{email}' }),
      newEmail: a('email.newEmail'),
      submit: a('email.submit'),
      sent: a('email.sent', { email: '{email}' }),
      same: a('email.same'),
    },
    password: {
      current: a('password.current'),
      new: a('password.new'),
      submit: a('password.submit'),
      changed: a('password.changed'),
      wrongCurrent: a('password.wrongCurrent'),
      policyError: t('validation.passwordPolicy'),
      required: t('validation.passwordRequired'),
      show: t('showPassword'),
      hide: t('hidePassword'),
    },
    language: { title: a('language.title'), hint: a('language.hint'), submit: a('language.submit') },
    connections: {
      linked: a('connections.linked'),
      notLinked: a('connections.notLinked'),
      link: a('connections.link', { provider: '{provider}' }),
      unlink: a('connections.unlink', { provider: '{provider}' }),
      reauth: a('connections.reauth'),
    },
    sessions: { submit: a('sessions.submit'), done: a('sessions.done') },
    policy: policyStrings(t, policy),
  };
  const accountPaths = Object.fromEntries(locales.map((l) => [l, publicPath('/account', l)])) as Record<Locale, string>;

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <PageIntro title={page('title')} lead={page('lead')} />
        <div className="mt-8 space-y-6">
          <Panel title={a('profile.title')}>
            <NameForm initial={user.name} strings={strings} />
          </Panel>
          <Panel title={a('email.title')}>
            <EmailForm current={user.email} verified={user.emailVerified} strings={strings} />
          </Panel>
          <Panel title={a('password.title')}>
            {hasPassword ? (
              <PasswordForm policy={policy} strings={strings} />
            ) : (
              <div className="space-y-4">
                <p className="text-ink-muted">{a('password.none')}</p>
                <a href={`${publicPath('/login', locale)}?forgot=1`} className="font-semibold text-brand-800 underline underline-offset-4">
                  {a('password.setLink')}
                </a>
              </div>
            )}
          </Panel>
          <Panel title={a('language.title')}>
            <LanguageForm current={isLocale(user.locale) ? user.locale : locale} accountPaths={accountPaths} strings={strings} />
          </Panel>
          <Panel id="emails" title={a('emails.title')} hint={a('emails.lead')}>
            {emailsSaved ? (
              <div className="mb-5">
                <Alert tone="success">{a('emails.saved')}</Alert>
              </div>
            ) : null}
            <EmailPreferencesForm locale={locale} preferences={emailPreferences} action={`/api/email/preferences?locale=${locale}`} submit={a('emails.save')} />
          </Panel>
          <Panel id="reminders" title={r('title')} hint={r('lead')}>
            <RemindersPanel db={db} locale={locale} userId={user.id} reminderEmails={emailPreferences.reminders} />
          </Panel>
          <Panel title={a('connections.title')} hint={providers.length > 0 ? a('connections.hint') : undefined}>
            {providers.length > 0 ? (
              <Connections providers={providers} linked={linked} accountPath={accountPath} strings={strings} />
            ) : (
              <p className="text-ink-muted">{a('connections.unavailable')}</p>
            )}
          </Panel>
          <Panel title={a('sessions.title')} hint={a('sessions.hint')}>
            <OtherSessions strings={strings} />
          </Panel>
          <Panel title={a('data.title')} hint={a('data.hint')}>
            <LocaleLink locale={locale} href="/data-deletion" className="font-semibold text-danger-700 underline underline-offset-4">
              {a('data.link')}
            </LocaleLink>
          </Panel>
        </div>
      </div>
    </Container>
  );
}
