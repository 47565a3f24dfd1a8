import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';
import { passwordPolicyFrom } from '../password-policy-config';
import { safeRedirectPath } from '../safe-redirect';
import { emailRequestStrings, policyStrings } from './auth-screen';
import { AddressConfirmation, PopupCompletion, SignInLinkCompletion } from './link-completion';
import { ResetPasswordForm } from './password-reset-forms';

export interface SignInQuery {
  mode: string | null;
  token: string | null;
  redirect: string | null;
  error: string | null;
}

/**
 * The page the emailed links lead to (spec §2, /sign-in), chosen by the link's mode: a sign-in
 * link, a password reset, an address confirmation; and the end of a Google/Apple popup.
 */
export async function SignInScreen({ locale, query }: { locale: Locale; query: SignInQuery }) {
  const [t, auth] = await Promise.all([getTranslations({ locale, namespace: 'signInPage' }), getTranslations({ locale, namespace: 'auth' })]);
  const { mode, token } = query;
  const target = safeRedirectPath(query.redirect);
  const home = publicPath('/', locale);
  const unreachable = () => ({ title: t('unreachable.title'), body: t('unreachable.body'), action: t('unreachable.action') });

  if (mode === 'popup') {
    return (
      <Container className="py-12">
        <PopupCompletion error={query.error} strings={{ done: t('popup.done'), failed: t('popup.failed') }} />
      </Container>
    );
  }
  if (!mode || !token) {
    // Reached without a link: say what the page is for.
    const page = await getTranslations({ locale, namespace: 'pages.signIn' });
    return (
      <Container className="py-12 sm:py-20">
        <div className="mx-auto max-w-md text-center">
          <h1 className="text-3xl font-bold tracking-tight">{page('title')}</h1>
          <p className="mt-3 text-ink-muted">{page('lead')}</p>
          <LocaleLink locale={locale} href="/login" className={buttonClasses('primary', 'lg', 'mt-8')}>
            {auth('register.logIn')}
          </LocaleLink>
        </div>
      </Container>
    );
  }
  if (mode === 'resetPassword') return <ResetScreen locale={locale} token={token} target={target ?? home} />;
  if (mode === 'signIn') {
    return (
      <Container className="py-12 sm:py-20">
        <SignInLinkCompletion
          token={token}
          target={target ?? home}
          redirect={target}
          locale={locale}
          strings={{ working: t('working'), signedIn: t('signedIn'), invalidTitle: t('linkInvalid.title'), invalidBody: t('linkInvalid.body'), unreachable: unreachable() }}
          formStrings={emailRequestStrings(auth, 'link')}
        />
      </Container>
    );
  }
  if (mode === 'verifyEmail') {
    return (
      <Container className="py-12 sm:py-20">
        <AddressConfirmation
          token={token}
          homePath={home}
          accountPath={publicPath('/account', locale)}
          loginPath={publicPath('/login', locale)}
          strings={{
            working: t('working'),
            verified: { title: t('verified.title'), body: t('verified.body'), action: t('verified.action') },
            changed: { title: t('emailChanged.title'), body: t('emailChanged.body'), action: t('verified.action') },
            invalid: { title: t('invalid.title'), body: t('invalid.body'), action: t('invalid.action') },
            unreachable: unreachable(),
          }}
        />
      </Container>
    );
  }
  return (
    <Container className="py-12 sm:py-20">
      <div className="mx-auto max-w-md text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('invalid.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('linkInvalid.body')}</p>
        <LocaleLink locale={locale} href="/login" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('invalid.action')}
        </LocaleLink>
      </div>
    </Container>
  );
}

async function ResetScreen({ locale, token, target }: { locale: Locale; token: string; target: string }) {
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'auth' }), getTranslations({ locale, namespace: 'signInPage' })]);
  const policy = passwordPolicyFrom(env());
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight">{t('reset.title')}</h1>
        <Card className="mt-8">
          <ResetPasswordForm
            token={token}
            policy={policy}
            target={target}
            forgotPath={`${publicPath('/login', locale)}?forgot=1`}
            strings={{
              ...policyStrings(t, policy),
              password: t('newPassword'),
              showPassword: t('showPassword'),
              hidePassword: t('hidePassword'),
              submitting: t('submitting'),
              submit: t('reset.submit'),
              done: t('reset.done'),
              policyError: t('validation.passwordPolicy'),
              invalidLink: page('resetInvalid.body'),
              newLink: page('resetInvalid.action'),
              networkError: t('errors.network-request-failed'),
              tooMany: t('errors.too-many-requests'),
              serverError: t('errors.internal-error'),
            }}
          />
        </Card>
      </div>
    </Container>
  );
}
