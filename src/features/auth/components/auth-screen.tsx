import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { Card } from '@/ui/card';
import { PageIntro } from '@/ui/page-intro';
import { Container } from '@/ui/container';
import { Alert } from '@/ui/alert';
import { identityErrorCodes, identityErrorForRedirect, type IdentityErrorCode } from '../identity-errors';
import type { PasswordPolicy, PasswordRule } from '../password-policy';
import { passwordPolicyFrom } from '../password-policy-config';
import { safeRedirectPath } from '../safe-redirect';
import { getSession, oauthProvidersFrom } from '../server/auth';
import { AuthForm, type AuthFormStrings } from './auth-form';
import { EmailRequestForm, type EmailRequestStrings } from './email-request-form';
import { SocialSignIn, type SocialStrings } from './social-sign-in';


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

/** Strings of the form asking for a sign-in link (`link`) or a reset link (`forgot`). */
export function emailRequestStrings(t: AuthTranslator, kind: 'link' | 'forgot'): EmailRequestStrings {
  return {
    email: t('email'),
    submit: t(`${kind}.submit`),
    submitting: t('submitting'),
    sent: kind === 'link' ? t('link.sent', { email: '{email}' }) : t('forgot.sent'),
    emailInvalid: t('validation.emailInvalid'),
    networkError: t('errors.network-request-failed'),
    tooMany: t('errors.too-many-requests'),
    failed: t('errors.internal-error'),
  };
}

function socialStrings(t: AuthTranslator): SocialStrings {
  return {
    google: t('social.google'),
    apple: t('social.apple'),
    waiting: t('social.waiting'),
    errors: Object.fromEntries(identityErrorCodes.map((code) => [code, t(`errors.${code}`)])),
  };
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4';

/** The register and log-in screens: the form, and the way to the other one. */
export async function AuthScreen({ mode, locale, redirectParam, view = 'form', providerError = null }: {
  mode: 'register' | 'login';
  locale: Locale;
  redirectParam: string | null;
  /** The log-in page also asks for a reset link (?forgot=1) or a sign-in link (?link=1). */
  view?: 'form' | 'forgot' | 'link';
  /** The error Google or Apple came back with after a full-page sign-in. */
  providerError?: string | null;
}) {
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
  const loginPath = publicPath('/login', locale);
  const withTarget = (query: string) => `${loginPath}?${query}${target ? `&redirect=${encodeURIComponent(target)}` : ''}`;
  const providers = oauthProvidersFrom(env()).map((p) => p.id);

  if (mode === 'login' && view !== 'form') {
    // Asking for a sign-in link, or for a password-reset link.
    const kind = view === 'link' ? 'link' : 'forgot';
    return (
      <Container className="py-10 sm:py-16">
        <div className="mx-auto max-w-md">
          <PageIntro title={t(`${kind}.title`)} lead={t(`${kind}.intro`)} />
          <Card className="mt-8">
            <EmailRequestForm
              request={kind === 'link' ? { kind: 'signInLink', locale, redirect: target } : { kind: 'passwordReset' }}
              strings={emailRequestStrings(t, kind)}
            />
          </Card>
          <p className="mt-6 text-center">
            <a href={loginPath + otherQuery} className={linkClass}>
              {kind === 'link' ? t('link.usePassword') : t('register.logIn')}
            </a>
          </p>
        </div>
      </Container>
    );
  }

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <PageIntro title={page('title')} lead={mode === 'register' ? t('register.intro') : t('login.intro')} />
        <Card className="mt-8">
          {providerError ? (
            <div className="mb-5">
              <Alert tone="danger">{t(`errors.${identityErrorForRedirect(providerError)}`)}</Alert>
            </div>
          ) : null}
          {providers.length > 0 ? (
            <>
              <SocialSignIn
                providers={providers}
                target={target ?? publicPath('/', locale)}
                completePath={publicPath('/sign-in', locale)}
                loginPath={loginPath}
                strings={socialStrings(t)}
              />
              <p className="my-5 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
                {t('or')}
              </p>
            </>
          ) : null}
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
            <p className="mt-5 flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
              <a href={withTarget('forgot=1')} className={linkClass}>
                {t('forgot.link')}
              </a>
              <a href={withTarget('link=1')} className={linkClass}>
                {t('link.open')}
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
