import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin } from 'better-auth/plugins';
import type { Db } from '@/db/create';
import { account, rateLimit, session, user, verification } from '@/db/schema';
import { isLocale } from '@/i18n/locales';
import { brokenPasswordRules, type PasswordPolicy } from '../password-policy';
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
}

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
const SESSION_SECONDS = 30 * 24 * 60 * MINUTE;

/** The auth service (better-auth) on the project's own PostgreSQL tables. */
export function createAuth(settings: AuthSettings) {
  const { db, adminEmails, passwordPolicy } = settings;
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
          before: async (data) => {
            const email = data.email.toLowerCase();
            const locale = isLocale(data.locale) ? data.locale : 'en';
            return { data: { ...data, email, locale, role: adminEmails.includes(email) ? 'admin' : 'user' } };
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
      }),
      after: createAuthMiddleware(async (ctx) => {
        const marker = { path: '/', sameSite: 'lax' as const, httpOnly: false, secure: settings.secureCookies };
        if (ctx.path === '/sign-out') ctx.setCookie(SIGNED_IN_COOKIE, '', { ...marker, maxAge: 0 });
        else if (ctx.context.newSession) ctx.setCookie(SIGNED_IN_COOKIE, '1', { ...marker, maxAge: SESSION_SECONDS });
      }),
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
