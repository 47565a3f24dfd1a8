import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { nextCookies } from 'better-auth/next-js';
import { admin, genericOAuth, magicLink } from 'better-auth/plugins';
import { decodeJwt } from 'jose';
import type { Db } from '@/db/create';
import { account, rateLimit, session, user, verification } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';
import { brokenPasswordRules, type PasswordPolicy } from '../password-policy';
import type { OAuthProviderId } from '../oauth-providers';
import { SIGNED_IN_COOKIE } from '../signed-in-cookie';

export interface AuthSettings {
  db: Db;
  secret: string;
  /** The site's origin (SITE_URL); links and cookies are made for it. */
  baseURL: string;
  adminEmails: readonly string[];
  passwordPolicy: PasswordPolicy;
  /** The header the reverse proxy puts the client IP in; without it, the socket address is not known. */
  trustedIpHeader?: string;
  secureCookies: boolean;
  /** Sends the address-confirmation email (through the outbox in the app, captured in tests). */
  sendVerificationEmail: (user: AccountRecipient, token: string) => Promise<void>;
  /** Sends the password-reset link; and the notice after a password was changed. */
  sendResetPasswordEmail: (user: AccountRecipient, token: string) => Promise<void>;
  sendPasswordChangedEmail: (user: AccountRecipient) => Promise<void>;
  /** Sends a sign-in link; the address may not have an account yet (one is made when it is used). */
  sendSignInLinkEmail: (to: { email: string; locale: Locale }, token: string, redirect: string | null, purpose: SignInLinkPurpose) => Promise<void>;
  /** Tells the previous address that the account's email address was changed. */
  sendEmailChangedEmail: (user: AccountRecipient, previousEmail: string) => Promise<void>;
  /** Google and Apple, each only when configured (OpenID Connect discovery, client id and secret). */
  oauthProviders?: readonly OAuthProviderSettings[];
}

export type SignInLinkPurpose = 'signIn' | 'deletion';

export interface OAuthProviderSettings {
  id: OAuthProviderId;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Apple posts the answer back (form_post) when the email scope is asked for. */
  responseMode: 'query' | 'form_post';
}

/** The language a request was made in: the locale cookie the pages set. */
function requestLocale(headers: Headers | undefined): Locale | null {
  const cookie = headers?.get('cookie') ?? '';
  const match = /(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/.exec(cookie);
  return match && isLocale(match[1]) ? match[1] : null;
}

/** Reset tokens on their way through /reset-password, so the user can be signed in once it worked. */
const resettingUsers = new Map<string, string>();

export interface AccountRecipient {
  id: string;
  email: string;
  name: string;
  locale: string;
}

function recipient(account: { id: string; email: string; name: string } & Record<string, unknown>): AccountRecipient {
  return { id: account.id, email: account.email, name: account.name, locale: typeof account.locale === 'string' ? account.locale : 'en' };
}

const MINUTE = 60;
export const SIGN_IN_LINK_SECONDS = 15 * MINUTE;
const SESSION_SECONDS = 30 * 24 * 60 * MINUTE;

/** The auth service (better-auth) on the project's own PostgreSQL tables. */
export function createAuth(settings: AuthSettings) {
  const { db, adminEmails, passwordPolicy } = settings;

  type Adapter = { findUserById: (id: string) => Promise<{ id: string; email: string; name: string; emailVerified: boolean } | null>; updateUser: (id: string, data: Record<string, unknown>) => Promise<unknown> };
  /** After a link confirmed a new address: mark it confirmed and tell the previous address. */
  async function afterAddressConfirmed(adapter: Adapter, token: string) {
    const claims = decodeJwt(token) as { email?: string; updateTo?: string; userId?: string; requestType?: string };
    if (!claims.updateTo || !claims.userId || !claims.email || claims.requestType !== 'change-email-verification') return;
    const changed = await adapter.findUserById(claims.userId);
    if (!changed || changed.email !== claims.updateTo) return;
    // The link reached the new address, so that address is proven.
    if (!changed.emailVerified) await adapter.updateUser(changed.id, { emailVerified: true });
    await settings.sendEmailChangedEmail(recipient(changed), claims.email);
  }

  return betterAuth({
    appName: 'Exhale',
    baseURL: settings.baseURL,
    basePath: '/api/auth',
    secret: settings.secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordPolicy.minLength,
      maxPasswordLength: passwordPolicy.maxLength,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, token }) => settings.sendResetPasswordEmail(recipient(account), token),
      onPasswordReset: async ({ user: account }) => settings.sendPasswordChangedEmail(recipient(account)),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * 60 * MINUTE,
      sendVerificationEmail: async ({ user: account, token }) => settings.sendVerificationEmail(recipient(account), token),
    },
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
      // The link goes to the new address; the old one is told once the change is done.
      changeEmail: { enabled: true },
    },
    account: {
      // Google and Apple confirm the addresses they give out, so signing in with one of them
      // reaches the account that already has that address.
      // Only a confirmed local address is linked (requireLocalEmailVerified, the default), so an
      // account someone registered with another person's address cannot be taken over. Unlinking
      // the last provider is allowed: an emailed sign-in link always reaches the account.
      accountLinking: { enabled: true, trustedProviders: ['google', 'apple', 'email-password'], allowDifferentEmails: false, allowUnlinkingAll: true },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * MINUTE },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: MINUTE,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 15 * MINUTE, max: 10 },
        '/sign-up/email': { window: 60 * MINUTE, max: 20 },
        '/request-password-reset': { window: 60 * MINUTE, max: 5 },
        '/sign-in/magic-link': { window: 60 * MINUTE, max: 5 },
        '/send-verification-email': { window: 60 * MINUTE, max: 5 },
        '/change-email': { window: 60 * MINUTE, max: 5 },
        '/change-password': { window: 15 * MINUTE, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: settings.secureCookies,
      ipAddress: { ipAddressHeaders: settings.trustedIpHeader ? [settings.trustedIpHeader] : [] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data, ctx) => {
            const email = data.email.toLowerCase();
            // Accounts made by a sign-in link or by Google/Apple take the language of the pages.
            const locale = isLocale(data.locale) ? data.locale : (requestLocale(ctx?.headers) ?? 'en');
            const name = data.name?.trim() || email.split('@')[0]!;
            return { data: { ...data, email, name, locale, role: adminEmails.includes(email) ? 'admin' : 'user' } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
        if (typeof password !== 'string') return;
        const broken = brokenPasswordRules(passwordPolicy, password);
        if (broken.length > 0) {
          throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: `password breaks: ${broken.join(', ')}` });
        }
        if (ctx.path === '/reset-password' && typeof (ctx.body as { token?: unknown }).token === 'string') {
          const token = (ctx.body as { token: string }).token;
          const pending = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
          if (pending) resettingUsers.set(token, pending.value);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const failed = ctx.context.returned instanceof Error;
        if (ctx.path === '/reset-password') {
          // Choosing a new password from the emailed link signs the user in.
          const token = (ctx.body as { token?: string }).token ?? '';
          const userId = resettingUsers.get(token);
          resettingUsers.delete(token);
          if (userId && !failed) {
            const found = await ctx.context.internalAdapter.findUserById(userId);
            if (found && !(found as { banned?: boolean | null }).banned) {
              const newSession = await ctx.context.internalAdapter.createSession(found.id);
              await setSessionCookie(ctx, { session: newSession, user: found });
            }
          }
        }
        if (ctx.path === '/change-password' && !failed && ctx.context.session) {
          await settings.sendPasswordChangedEmail(recipient(ctx.context.session.user));
        }
        if (ctx.path === '/verify-email' && !failed && typeof ctx.query?.token === 'string') {
          await afterAddressConfirmed(ctx.context.internalAdapter, ctx.query.token);
        }
        const marker = { path: '/', sameSite: 'lax' as const, httpOnly: false, secure: settings.secureCookies };
        if (ctx.path === '/sign-out') ctx.setCookie(SIGNED_IN_COOKIE, '', { ...marker, maxAge: 0 });
        else if (ctx.context.newSession) ctx.setCookie(SIGNED_IN_COOKIE, '1', { ...marker, maxAge: SESSION_SECONDS });
      }),
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, url, metadata }) => {
          const locale = isLocale(metadata?.locale) ? metadata.locale : 'en';
          // The link is ours (the sign-in page); only the same-site path the user was going to is kept.
          const callback = new URL(url).searchParams.get('callbackURL');
          const redirect = callback && callback.startsWith('/') && !callback.startsWith('//') && callback !== '/' ? callback : null;
          // A link asked for to delete the account says so in its email (the wording only).
          const purpose = metadata?.purpose === 'deletion' ? 'deletion' : 'signIn';
          await settings.sendSignInLinkEmail({ email: email.toLowerCase(), locale }, token, redirect, purpose);
        },
      }),
      ...(settings.oauthProviders?.length
        ? [
            genericOAuth({
              config: settings.oauthProviders.map((provider) => ({
                providerId: provider.id,
                discoveryUrl: provider.discoveryUrl,
                clientId: provider.clientId,
                clientSecret: provider.clientSecret,
                // The email scope is what the account needs; Apple calls the profile "name".
                scopes: provider.id === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
                responseMode: provider.responseMode,
                pkce: true,
                requireIdTokenVerification: true,
              })),
            }),
          ]
        : []),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
