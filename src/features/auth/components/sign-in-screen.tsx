import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { buttonClasses } from '@/ui/button';
import { Container } from '@/ui/container';
import { env } from '@/config/env';
import { publicPath } from '@/i18n/pathnames';
import { Card } from '@/ui/card';
import { passwordPolicyFrom } from '../password-policy-config';
import { getAuth } from '../server/auth';
import { policyStrings } from './auth-screen';
import { ResetPasswordForm } from './password-reset-forms';

async function confirmAddress(token: string): Promise<boolean> {
  const auth = await getAuth();
  try {
    await auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}

/**
 * The page the emailed links lead to. It completes an address confirmation now; sign-in links
 * and password resets come with the rest of the accounts capability.
 */
export async function SignInScreen({ locale, mode, token }: { locale: Locale; mode: string | null; token: string | null }) {
  const t = await getTranslations({ locale, namespace: 'signInPage' });
  if (!mode || !token) {
    // Reached without a link: say what the page is for.
    const page = await getTranslations({ locale, namespace: 'pages.signIn' });
    const auth = await getTranslations({ locale, namespace: 'auth.register' });
    return (
      <Container className="py-12 sm:py-20">
        <div className="mx-auto max-w-md text-center">
          <h1 className="text-3xl font-bold tracking-tight">{page('title')}</h1>
          <p className="mt-3 text-ink-muted">{page('lead')}</p>
          <LocaleLink locale={locale} href="/login" className={buttonClasses('primary', 'lg', 'mt-8')}>
            {auth('logIn')}
          </LocaleLink>
        </div>
      </Container>
    );
  }
  if (mode === 'resetPassword') return <ResetScreen locale={locale} token={token} />;
  const confirmed = mode === 'verifyEmail' ? await confirmAddress(token) : false;
  const state = confirmed ? 'verified' : 'invalid';
  return (
    <Container className="py-12 sm:py-20">
      <div className="mx-auto max-w-md text-center">
        <div
          aria-hidden="true"
          className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl ${confirmed ? 'bg-success-50 text-success-700' : 'bg-sun-100 text-ink'}`}
        >
          {confirmed ? '✓' : '!'}
        </div>
        <h1 className="mt-5 text-3xl font-bold tracking-tight">{t(`${state}.title`)}</h1>
        <p className="mt-3 text-ink-muted">{t(`${state}.body`)}</p>
        <LocaleLink locale={locale} href={confirmed ? '/' : '/login'} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t(`${state}.action`)}
        </LocaleLink>
      </div>
    </Container>
  );
}

async function ResetScreen({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'auth' });
  const policy = passwordPolicyFrom(env());
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight">{t('reset.title')}</h1>
        <Card className="mt-8">
          <ResetPasswordForm
            token={token}
            policy={policy}
            loginPath={publicPath('/login', locale)}
            strings={{
              ...policyStrings(t, policy),
              password: t('newPassword'),
              showPassword: t('showPassword'),
              hidePassword: t('hidePassword'),
              submitting: t('submitting'),
              submit: t('reset.submit'),
              done: t('reset.done'),
              logIn: t('register.logIn'),
              policyError: t('validation.passwordPolicy'),
              invalidLink: (await getTranslations({ locale, namespace: 'signInPage' }))('resetInvalid.body'),
              networkError: t('errors.network-request-failed'),
            }}
          />
        </Card>
      </div>
    </Container>
  );
}
