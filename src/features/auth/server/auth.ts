import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/config/env';
import { getDb } from '@/db/client';
import { isLocale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { queueEmail } from '@/features/mail/server/mailer';
import { renderVerifyEmail } from '@/features/mail/server/render';
import { passwordPolicyFrom } from '../password-policy-config';
import { authSecret } from './auth-secret';
import { createAuth, type Auth } from './create-auth';

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
      sendVerificationEmail: async (account, token) => {
        const url = `${config.SITE_URL}${publicPath('/sign-in', isLocale(account.locale) ? account.locale : 'en')}?mode=verifyEmail&token=${encodeURIComponent(token)}`;
        const email = await renderVerifyEmail(account.locale, account.name, url);
        await queueEmail(db, { to: account.email, locale: account.locale, template: 'verify-email', userId: account.id, ...email });
      },
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
