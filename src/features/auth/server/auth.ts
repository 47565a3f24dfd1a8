import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/config/env';
import { getDb } from '@/db/client';
import { isLocale } from '@/i18n/locales';
import { sessionTokenIn } from '@/lib/session-cookie';
import { publicPath } from '@/i18n/pathnames';
import { restoreEmailUrl } from '@/features/mail/server/links';
import { createRestoreToken } from './restore-email';
import { queueEmail } from '@/features/mail/server/mailer';
import { renderAccountEmail, type EmailKind } from '@/features/mail/server/render';
import type { Db } from '@/db/create';
import { passwordPolicyFrom } from '../password-policy-config';
import { authSecret } from './auth-secret';
import type { Env } from '@/config/schema';
import { createAuth, type AccountRecipient, type Auth, type OAuthProviderSettings } from './create-auth';

/** A link of an account email: the sign-in page in the user's language completes it. */
function emailLink(site: string, locale: string, mode: 'verifyEmail' | 'resetPassword' | 'signIn' | 'forgot', token?: string, redirect?: string | null): string {
  const lang = isLocale(locale) ? locale : 'en';
  if (mode === 'forgot') return `${site}${publicPath('/login', lang)}?forgot=1`;
  const query = new URLSearchParams({ mode, token: token ?? '' });
  if (redirect) query.set('redirect', redirect);
  return `${site}${publicPath('/sign-in', lang)}?${query}`;
}

export async function mailAccount(db: Db, kind: EmailKind, account: Pick<AccountRecipient, 'email' | 'locale' | 'name'> & { id?: string }, url: string, details: Record<string, string> = {}) {
  const email = await renderAccountEmail(kind, account.locale, account.name, url, details);
  await queueEmail(db, { to: account.email, locale: account.locale, template: kind, userId: account.id ?? null, ...email });
}

/** Google and Apple, each when its client id and secret are configured. */
export function oauthProvidersFrom(config: Env): OAuthProviderSettings[] {
  const providers: OAuthProviderSettings[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push({ id: 'google', discoveryUrl: config.GOOGLE_DISCOVERY_URL, clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, responseMode: 'query' });
  }
  if (config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET) {
    providers.push({ id: 'apple', discoveryUrl: config.APPLE_DISCOVERY_URL, clientId: config.APPLE_CLIENT_ID, clientSecret: config.APPLE_CLIENT_SECRET, responseMode: config.APPLE_RESPONSE_MODE });
  }
  return providers;
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
      sendSignInLinkEmail: async (to, token, redirect, purpose) => {
        // An address with an account is greeted by name, in the account's language.
        const known = await db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, to.email) });
        const locale = known && isLocale(known.locale) ? known.locale : to.locale;
        const recipient = { id: known?.id, email: to.email, locale, name: known?.name ?? '' };
        const kind = purpose === 'deletion' ? 'deletionLink' : 'signInLink';
        await mailAccount(db, kind, recipient, emailLink(config.SITE_URL, locale, 'signIn', token, redirect));
      },
      // To the previous address, with the link that undoes the change (restore-email.ts).
      sendEmailChangedEmail: async (account, previousEmail) => {
        const token = await createRestoreToken(db, { userId: account.id, previous: previousEmail, current: account.email });
        await mailAccount(db, 'emailChanged', { ...account, email: previousEmail }, restoreEmailUrl(isLocale(account.locale) ? account.locale : 'en', token), { newEmail: account.email });
      },
      oauthProviders: oauthProvidersFrom(config),
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

export type Session = NonNullable<Awaited<ReturnType<typeof getSession>>>;
/** How long a checked session is trusted without asking the database again, in milliseconds. */
export const SESSION_RECHECK_MS = 5_000;

/**
 * This process's memory of checked sessions, and when each person's sessions were last forgotten
 * here (a lookup begun before that is not kept). On globalThis: the route handlers and the data
 * calls server.mjs answers itself (src/app/api/signed-in-reads.ts) may load separate copies of
 * this module, and a forget must reach every one.
 */
interface SessionMemory {
  recent: Map<string, { session: Session; until: number }>;
  forgottenAt: Map<string, number>;
}
const MEMORY_KEY = Symbol.for('exhale.sessionMemory');
function memory(): SessionMemory {
  const shared = globalThis as typeof globalThis & { [MEMORY_KEY]?: SessionMemory };
  shared[MEMORY_KEY] ??= { recent: new Map(), forgottenAt: new Map() };
  return shared[MEMORY_KEY];
}

/**
 * Forgets this process's memory of a person's sessions, once their sessions were deleted here (an
 * undone address change, an account disabled or deleted), including sessions in which an admin
 * acted as them: their next read is refused at once. Another instance of the server refuses it
 * within SESSION_RECHECK_MS.
 */
export function forgetSessionsOf(userId: string): void {
  const { recent, forgottenAt } = memory();
  const now = Date.now();
  // Only lookups still running need the mark: older ones are dropped, never all at once.
  if (forgottenAt.size > 10_000) for (const [id, at] of forgottenAt) if (at < now - 60_000) forgottenAt.delete(id);
  forgottenAt.set(userId, now);
  for (const [token, kept] of recent) {
    if (kept.session.user.id === userId || kept.session.session.impersonatedBy === userId) recent.delete(token);
  }
}

/** The token a session cookie's value carries (`token.signature`, URL-encoded), or null. */
function tokenPart(value: string): string | null {
  try {
    return decodeURIComponent(value).split('.')[0] ?? null;
  } catch {
    return null;
  }
}

/** The session of a token from memory if it was checked in the last five seconds, else from `lookup`. */
async function rememberedSession(token: string, lookup: () => Promise<Session | null>): Promise<Session | null> {
  const { recent, forgottenAt } = memory();
  const now = Date.now();
  const kept = recent.get(token);
  if (kept && kept.until > now && new Date(kept.session.session.expiresAt).getTime() > now) return kept.session;
  const session = await lookup();
  if (recent.size > 10_000) recent.clear();
  // A lookup that began before the person's sessions were forgotten may have read one just ended.
  const forgotten = session ? (forgottenAt.get(session.user.id) ?? 0) >= now : false;
  // Kept only under the token it is for: a Cookie header carrying two session cookies (one of them
  // planted) must not make one person's session answer for another token.
  if (session && !forgotten && tokenPart(token) === session.session.token) recent.set(token, { session, until: now + SESSION_RECHECK_MS });
  else recent.delete(token);
  return session;
}

/**
 * The session for a read that is asked for often (the programme's data): a session checked in
 * the last five seconds by this process is not looked up again. A session ended elsewhere (signed
 * out on another device, the account deleted) is refused at most five seconds later; every
 * change still checks the session itself (getSession).
 */
export async function getSessionForRead(): Promise<Session | null> {
  const token = sessionTokenIn((await headers()).get('cookie'));
  if (!token) return null;
  return rememberedSession(token, getSession);
}

/**
 * The same outside a request's scope, from a raw Cookie header (the data calls server.mjs answers
 * without Next.js): a session the lookup renewed comes back with the Set-Cookie lines that carry
 * it to the browser, which a route handler's response would have got from the auth library.
 */
export async function sessionForReadFrom(cookie: string | undefined): Promise<{ session: Session | null; setCookies: string[] }> {
  const token = sessionTokenIn(cookie);
  if (!token || !cookie) return { session: null, setCookies: [] };
  let setCookies: string[] = [];
  const session = await rememberedSession(token, async () => {
    const service = await getAuth();
    const answer = await service.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true });
    setCookies = answer.headers.getSetCookie();
    return answer.response;
  });
  return { session, setCookies };
}
