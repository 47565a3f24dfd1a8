import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/i18n/link';
import { locales, type Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { PageIntro } from '@/ui/page-intro';
import { Container } from '@/ui/container';
import { categoryLabels } from '@/features/mail/components/email-preferences-form';
import type { ReminderStrings } from '@/features/reminders/components/reminder-settings-form';
import { AccountApp, type AccountPageStrings } from './account-app';

/**
 * The account page: name, email address, password, language, Google/Apple, devices, data. The
 * same for everyone and prerendered per locale; the person's details fill in from one data call
 * (AccountApp, GET /api/account/overview).
 */
export async function AccountScreen({ locale }: { locale: Locale }) {
  const [t, a, page, r, categories, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: 'account' }),
    getTranslations({ locale, namespace: 'pages.account' }),
    getTranslations({ locale, namespace: 'reminders' }),
    categoryLabels(locale),
    getTranslations({ locale, namespace: 'errors' }),
  ]);
  const words = <K extends string>(keys: readonly K[], prefix = '') => Object.fromEntries(keys.map((key) => [key, r(`${prefix}${key}` as Parameters<typeof r>[0])])) as Record<K, string>;
  const reminderForm: ReminderStrings = {
    ...words(['daily', 'dailyHint', 'time', 'programme', 'programmeHint', 'save', 'saved', 'failed', 'invalidTime'] as const),
    push: words(['title', 'hint', 'enable', 'disable', 'on', 'off', 'unsupported', 'unavailable', 'denied', 'failed', 'working'] as const, 'push.'),
  };
  const strings: AccountPageStrings = {
    forms: {
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
    },
    titles: {
      profile: a('profile.title'),
      email: a('email.title'),
      password: a('password.title'),
      language: a('language.title'),
      emails: a('emails.title'),
      reminders: r('title'),
      connections: a('connections.title'),
      sessions: a('sessions.title'),
      data: a('data.title'),
    },
    hints: { emails: a('emails.lead'), reminders: r('lead'), connections: a('connections.hint'), sessions: a('sessions.hint'), data: a('data.hint') },
    emails: { saved: a('emails.saved'), save: a('emails.save'), categories },
    reminders: {
      form: reminderForm,
      zone: r('zone', { zone: '{zone}' }),
      emailsOff: r('emailsOff'),
      noPlan: (
        <>
          {r('noPlan')}{' '}
          <LocaleLink locale={locale} href="/quit-smoking" className="font-semibold underline underline-offset-4">
            {r('planLink')}
          </LocaleLink>
        </>
      ),
    },
    connectionsUnavailable: a('connections.unavailable'),
    loading: t('submitting'),
    failed: { offline: t('errors.network-request-failed'), server: t('errors.internal-error'), retry: errors('server.retry') },
  };
  const accountPaths = Object.fromEntries(locales.map((l) => [l, publicPath('/account', l)])) as Record<Locale, string>;

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <PageIntro title={page('title')} lead={page('lead')} />
        <AccountApp
          locale={locale}
          strings={strings}
          links={{ login: publicPath('/login', locale), account: publicPath('/account', locale), accountPaths }}
          passwordNone={
            <div className="space-y-4">
              <p className="text-ink-muted">{a('password.none')}</p>
              <a href={`${publicPath('/login', locale)}?forgot=1`} className="font-semibold text-brand-800 underline underline-offset-4">
                {a('password.setLink')}
              </a>
            </div>
          }
          dataLink={
            <LocaleLink locale={locale} href="/data-deletion" className="font-semibold text-danger-700 underline underline-offset-4">
              {a('data.link')}
            </LocaleLink>
          }
        />
      </div>
    </Container>
  );
}
