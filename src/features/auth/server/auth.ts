import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/config/env';
import { getDb } from '@/db/client';
import { isLocale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { queueEmail } from '@/features/mail/server/mailer';
import { renderAccountEmail, type EmailKind } from '@/features/mail/server/render';
import type { Db } from '@/db/create';
import { passwordPolicyFrom } from '../password-policy-config';
import { authSecret } from './auth-secret';
import { createAuth, type AccountRecipient, type Auth } from './create-auth';

/** A link of an account email: the sign-in page in the user's language completes it. */
function emailLink(site: string, locale: string, mode: 'verifyEmail' | 'resetPassword' | 'forgot', token?: string): string {
  const path = mode === 'forgot' ? publicPath('/login', isLocale(locale) ? locale : 'en') : publicPath('/sign-in', isLocale(locale) ? locale : 'en');
  return mode === 'forgot' ? `${site}${path}?forgot=1` : `${site}${path}?mode=${mode}&token=${encodeURIComponent(token ?? '')}`;
}

async function mailAccount(db: Db, kind: EmailKind, account: AccountRecipient, url: string) {
  const email = await renderAccountEmail(kind, account.locale, account.name, url);
  await queueEmail(db, { to: account.email, locale: account.locale, template: kind, userId: account.id, ...email });
}

// One per process, like the database it uses (see src/db/client.ts).
const registry = globalThis as typeof globalThis & { [key: symbol]: Promise<Auth> | undefined };
const KEY = Symbol.for('exhale.auth');
export const CLIENT_IP_HEADER = 'x-exhale-client-ip';

/** The auth service of this server, created with the database on first use. */
export function getAuth(): Promise<Auth> {
  registry[KEY] ??= (async () => {
    const config = env();
    const { db } = await getDb();
    return createAuth({
      db,
      secret: authSecret(config),
      baseURL: config.SITE_URL,
      adminEmails: config.ADMIN_EMAILS,
      passwordPolicy: passwordPolicyFrom(config),
      // Set by server.mjs from the socket or TRUSTED_IP_HEADER, overwriting anything a client sent.
      trustedIpHeader: CLIENT_IP_HEADER,
      secureCookies: config.SITE_URL.startsWith('https:'),
      sendVerificationEmail: (account, token) => mailAccount(db, 'verify', account, emailLink(config.SITE_URL, account.locale, 'verifyEmail', token)),
      sendResetPasswordEmail: (account, token) => mailAccount(db, 'reset', account, emailLink(config.SITE_URL, account.locale, 'resetPassword', token)),
      sendPasswordChangedEmail: (account) => mailAccount(db, 'passwordChanged', account, emailLink(config.SITE_URL, account.locale, 'forgot')),
    });
  })().catch((error: unknown) => {
    registry[KEY] = undefined;
    throw error;
  });
  return registry[KEY];
}

/** The signed-in user's session for this request, or null. */
export async function getSession() {
  // Reading the request first marks the page as rendered per request before the build would try
  // to open the database.
  const requestHeaders = await headers();
  const service = await getAuth();
  return service.api.getSession({ headers: requestHeaders });
}
