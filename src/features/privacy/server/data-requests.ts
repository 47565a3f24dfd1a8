import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { getDb, onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { account, user } from '@/db/schema';
import { forgetSessionsOf, getAuth, mailAccount } from '@/features/auth/server/auth';
import { expireStripeSessions } from '@/features/purchases/server/stripe';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import type { AppErrorCode } from '@/lib/app-error';
import { withinLimit } from '@/lib/server/rate-limit';
import { confirmationMatches } from '../confirmation';
import { deleteAccount } from './delete-account';

/** A sign-in this recent counts as having just proved who you are (accounts without a password). */
const FRESH_SIGN_IN_SECONDS = 10 * 60;

export type Reauthentication = 'ok' | 'passwordRequired' | 'wrongPassword' | 'signInAgain';

/** The account's password hash, or null when it signs in by links, Google or Apple only. */
async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [credential] = await db.select({ hash: account.password }).from(account).where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash ?? null;
}

/** Whether the account has a password (the deletion form asks for it) or signs in by links. */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  return (await passwordHashOf(db, userId)) !== null;
}

/** Whether a session began recently enough to count as having just proved who one is. */
export function isFreshSignIn(sessionCreatedAt: Date, now: Date): boolean {
  return now.getTime() - sessionCreatedAt.getTime() <= FRESH_SIGN_IN_SECONDS * 1000;
}

/**
 * Proves the person at the keyboard owns the account before it is deleted: the password for an
 * account that has one; otherwise a sign-in made in the last few minutes (a fresh sign-in link).
 */
export async function reauthenticate(db: Db, userId: string, sessionCreatedAt: Date, password: string | undefined, now: Date): Promise<Reauthentication> {
  const hash = await passwordHashOf(db, userId);
  if (hash) {
    if (!password) return 'passwordRequired';
    const context = await (await getAuth()).$context;
    return (await context.password.verify({ hash, password })) ? 'ok' : 'wrongPassword';
  }
  return isFreshSignIn(sessionCreatedAt, now) ? 'ok' : 'signInAgain';
}

/** Tries per account per quarter-hour at the deletion form (a wrong password counts). */
export const DELETION_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };
/** Deletion links asked for while signed out: per network address, and per address asked for. */
export const LINK_REQUESTS_PER_CLIENT = { max: 5, windowSeconds: 60 * 60 };
export const LINK_REQUESTS_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };

export function deletionAllowed(db: Db, userId: string, now: Date) {
  return withinLimit(db, 'delete-account', userId, DELETION_ATTEMPTS, now.getTime());
}

/** Deletes the account and queues the confirmation to the address it had, in its language. */
export async function deleteAccountAndConfirm(db: Db, userId: string) {
  const site = env().SITE_URL;
  const result = await deleteAccount(db, userId, async (tx, gone) => {
    const locale = gone.locale as Locale;
    await mailAccount(tx, 'accountDeleted', { email: gone.email, name: gone.name, locale }, `${site}${publicPath('/start-data-deletion', locale)}`);
  });
  if (result.ok) forgetSessionsOf(userId);
  // A checkout left open can no longer be paid (a payment that still comes is refunded).
  if (result.ok && result.closedCheckouts.length) await expireStripeSessions(result.closedCheckouts);
  return result;
}

/** A deletion done, or why not: the answer's code, and the form's field to show it at. */
export type OwnDeletionResult = { ok: true } | { ok: false; error: AppErrorCode; fields?: Record<string, string> };

/**
 * The signed-in person deletes their own account (POST /api/account/delete), on the app's
 * database, after these checks in this order: within the attempts allowed, their language's
 * confirmation word typed, proof that it is them (password, or a fresh sign-in link).
 */
export async function deleteOwnAccount(userId: string, sessionCreatedAt: Date, input: { confirmation: string; password?: string; locale: Locale }, now: Date): Promise<OwnDeletionResult> {
  const { db } = await getDb();
  if (!(await deletionAllowed(db, userId, now))) return { ok: false, error: 'resource-exhausted' };
  const t = await getTranslations({ locale: input.locale, namespace: 'privacy.delete' });
  if (!confirmationMatches(input.confirmation, t('word'), input.locale)) return { ok: false, error: 'invalid-argument', fields: { confirmation: 'confirmationMismatch' } };
  const proof = await reauthenticate(db, userId, sessionCreatedAt, input.password, now);
  if (proof === 'passwordRequired' || proof === 'wrongPassword') return { ok: false, error: 'invalid-argument', fields: { password: proof } };
  if (proof === 'signInAgain') return { ok: false, error: 'unauthenticated', fields: { _: 'signInAgain' } };
  const result = await deleteAccountAndConfirm(db, userId);
  if (!result.ok) return result.error === 'last-admin' ? { ok: false, error: 'failed-precondition', fields: { _: 'lastAdmin' } } : { ok: false, error: 'not-found' };
  return { ok: true };
}

export type LinkRequestResult = { ok: true } | { ok: false; error: 'resource-exhausted' };

/**
 * A signed-out person asks to delete their account: when the address has an account, it gets a
 * sign-in link that leads to the data page. The answer is the same whether or not it has one.
 */
export async function requestDeletionLink(db: Db, input: { email: string; locale: Locale }, client: string, now: Date): Promise<LinkRequestResult> {
  const email = input.email.trim().toLowerCase();
  const [byClient, byAddress] = await Promise.all([
    withinLimit(db, 'deletion-link-client', client, LINK_REQUESTS_PER_CLIENT, now.getTime()),
    withinLimit(db, 'deletion-link-address', email, LINK_REQUESTS_PER_ADDRESS, now.getTime()),
  ]);
  if (!byClient || !byAddress) return { ok: false, error: 'resource-exhausted' };
  const [known] = await db.select({ id: user.id, locale: user.locale }).from(user).where(eq(user.email, email));
  if (!known) return { ok: true };
  const auth = await getAuth();
  const locale = (known.locale ?? input.locale) as Locale;
  await auth.api.signInMagicLink({ body: { email, callbackURL: publicPath('/data-deletion', locale), metadata: { locale, purpose: 'deletion' } }, headers: new Headers() });
  return { ok: true };
}

/** requestDeletionLink on the app's database: POST /api/account/deletion-request. */
export const askForDeletionLink = onAppDb(requestDeletionLink);
