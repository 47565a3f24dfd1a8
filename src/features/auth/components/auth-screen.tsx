import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';
import { identityErrorCodes, type IdentityErrorCode } from '../identity-errors';
import type { PasswordPolicy, PasswordRule } from '../password-policy';
import { passwordPolicyFrom } from '../password-policy-config';
import { safeRedirectPath } from '../safe-redirect';
import { getSession } from '../server/auth';
import { AuthForm, type AuthFormStrings } from './auth-form';
import { ForgotPasswordForm } from './password-reset-forms';


type AuthTranslator = Awaited<ReturnType<typeof getTranslations<'auth'>>>;

/** The password rules of the policy as translated list lines (counts and plurals formatted here). */
export function policyStrings(t: AuthTranslator, policy: PasswordPolicy) {
  const rules: Array<[PasswordRule, boolean]> = [
    ['minLength', true],
    ['lowercase', policy.lowercase],
    ['uppercase', policy.uppercase],
    ['number', policy.number],
    ['symbol', policy.symbol],
  ];
  return {
    policyTitle: t('policy.title'),
    policy: Object.fromEntries(
      rules.filter(([, on]) => on).map(([rule]) => [rule, rule === 'minLength' ? t('policy.minLength', { count: policy.minLength }) : t(`policy.${rule}`)]),
    ) as Partial<Record<PasswordRule, string>>,
    met: t('policy.met'),
    notMet: t('policy.notMet'),
  };
}

/** The register and log-in screens: the form, and the way to the other one. */
export async function AuthScreen({ mode, locale, redirectParam, forgot = false }: { mode: 'register' | 'login'; locale: Locale; redirectParam: string | null; forgot?: boolean }) {
  const target = safeRedirectPath(redirectParam);
  // Someone already signed in has nothing to do here.
  if (await getSession()) redirect(target ?? publicPath('/', locale));

  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: mode === 'register' ? 'pages.register' : 'pages.login' }),
  ]);
  const policy = passwordPolicyFrom(env());
  const strings: AuthFormStrings = {
    name: t('name'),
    nameHint: t('nameHint'),
    email: t('email'),
    password: mode === 'register' ? t('newPassword') : t('password'),
    showPassword: t('showPassword'),
    hidePassword: t('hidePassword'),
    submit: mode === 'register' ? t('register.submit') : t('login.submit'),
    submitting: t('submitting'),
    ...policyStrings(t, policy),
    validation: {
      nameRequired: t('validation.nameRequired'),
      nameTooLong: t('validation.nameTooLong'),
      emailInvalid: t('validation.emailInvalid'),
      passwordRequired: t('validation.passwordRequired'),
      passwordPolicy: t('validation.passwordPolicy'),
      formIncomplete: t('validation.formIncomplete'),
    },
    errors: Object.fromEntries(identityErrorCodes.map((code) => [code, t(`errors.${code}`)])) as Record<IdentityErrorCode, string>,
  };
  const otherQuery = target ? `?redirect=${encodeURIComponent(target)}` : '';

  if (mode === 'login' && forgot) {
    return (
      <Container className="py-10 sm:py-16">
        <div className="mx-auto max-w-md">
          <h1 className="text-3xl font-bold tracking-tight">{t('forgot.title')}</h1>
          <p className="mt-3 text-ink-muted">{t('forgot.intro')}</p>
          <Card className="mt-8">
            <ForgotPasswordForm
              strings={{
                email: t('email'),
                submit: t('forgot.submit'),
                submitting: t('submitting'),
                sent: t('forgot.sent'),
                emailInvalid: t('validation.emailInvalid'),
                networkError: t('errors.network-request-failed'),
                tooMany: t('errors.too-many-requests'),
              }}
            />
          </Card>
          <p className="mt-6 text-center">
            <a href={publicPath('/login', locale) + otherQuery} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('register.logIn')}
            </a>
          </p>
        </div>
      </Container>
    );
  }

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight">{page('title')}</h1>
        <p className="mt-3 text-ink-muted">{mode === 'register' ? t('register.intro') : t('login.intro')}</p>
        <Card className="mt-8">
          <AuthForm
            mode={mode}
            locale={locale}
            fallbackPath={publicPath('/', locale)}
            redirectParam={target}
            policy={policy}
            strings={strings}
          />
          {mode === 'register' ? (
            <p className="mt-5 text-sm text-ink-muted">
              {t('register.consent')}{' '}
              <LocaleLink locale={locale} href="/terms" className="font-semibold text-brand-800 underline underline-offset-4">
                {t('register.termsLink')}
              </LocaleLink>
              {' · '}
              <LocaleLink locale={locale} href="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
                {t('register.privacyLink')}
              </LocaleLink>
            </p>
          ) : (
            <p className="mt-5 text-sm">
              <a
                href={`${publicPath('/login', locale)}?forgot=1${target ? `&redirect=${encodeURIComponent(target)}` : ''}`}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {t('forgot.link')}
              </a>
            </p>
          )}
        </Card>
        <p className="mt-6 text-center text-ink-muted">
          {mode === 'register' ? t('register.haveAccount') : t('login.noAccount')}{' '}
          <a
            href={publicPath(mode === 'register' ? '/login' : '/register', locale) + otherQuery}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {mode === 'register' ? t('register.logIn') : t('login.register')}
          </a>
        </p>
      </div>
    </Container>
  );
}
