import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gte, like, ne } from 'drizzle-orm';
import { z } from 'zod';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { account, session, user, verification } from '@/db/schema';
import { siteUrl } from '@/features/mail/server/links';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { errorFields, log } from '@/lib/logger';

/**
 * Undoing an address change from the notice sent to the previous address (its "undo this change"
 * link; docs/decisions/0009-email-links-popups-account.md). Someone who took over a session could
 * change the account's address to their own and confirm it there; the notice reaches the owner's
 * old address, and its link puts that address back and shuts every door the intruder may have
 * opened since: sessions, the password, pending reset links, and Google or Apple sign-ins linked
 * after the change. The previous address then gets a link to set a new password.
 *
 * The link is an opaque random token; what it undoes (account, both addresses, when) is kept in
 * the auth system's `verification` table under the token's hash, for RESTORE_DAYS. So the page's
 * address shows no email address (logs, history, statistics), a copy of the database holds no
 * working link, and a used link stays used.
 */
export const RESTORE_DAYS = 14;
const PREFIX = 'restore-email:';

const stored = z.object({ u: z.string(), o: z.string(), n: z.string(), t: z.iso.datetime(), used: z.iso.datetime().optional() });
type Stored = z.infer<typeof stored>;

export interface RestoreClaims {
  userId: string;
  /** The address the account had, to which the notice and this link went. */
  previous: string;
  /** The address it was changed to. */
  current: string;
  changedAt: Date;
}

/**
 * - `ready`: the account has another address than the previous one; pressing the button restores it.
 * - `restored`: done (by this link, or the owner has that address again anyway).
 * - `taken`: another account uses the previous address now; nothing can be restored.
 */
export type RestoreState = 'ready' | 'restored' | 'taken';

export interface RestoreLink {
  claims: RestoreClaims;
  state: RestoreState;
}

const identifierOf = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('base64url')}`;

/** Keeps what a new notice's link undoes; returns the link's token. */
export async function createRestoreToken(db: Db, change: { userId: string; previous: string; current: string }, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const value: Stored = { u: change.userId, o: change.previous, n: change.current, t: now.toISOString() };
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: JSON.stringify(value),
    expiresAt: new Date(now.getTime() + RESTORE_DAYS * 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

async function readLink(db: Db, token: string, now: Date, forUpdate = false): Promise<{ id: string; value: Stored } | null> {
  if (typeof token !== 'string' || token.length > 64) return null;
  const query = db.select({ id: verification.id, value: verification.value, expiresAt: verification.expiresAt }).from(verification).where(eq(verification.identifier, identifierOf(token)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.value);
  } catch {
    return null;
  }
  const parsed = stored.safeParse(json);
  return parsed.success ? { id: row.id, value: parsed.data } : null;
}

const claimsOf = (value: Stored): RestoreClaims => ({ userId: value.u, previous: value.o, current: value.n, changedAt: new Date(value.t) });

async function stateOf(db: Db, value: Stored): Promise<RestoreState | null> {
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, value.u));
  if (!owner) return null;
  // Once used, or with the previous address back anyway, there is nothing left to undo. Changed
  // once more since (an intruder may change it twice, so that the second notice reaches their own
  // first address), the link still restores: only the previous address's owner has it.
  if (value.used || owner.email.toLowerCase() === value.o.toLowerCase()) return 'restored';
  const [other] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, value.o), ne(user.id, value.u)));
  return other ? 'taken' : 'ready';
}

/** A link that is kept and unexpired, whose account still exists, with where it stands; null otherwise. */
export async function openRestoreToken(db: Db, token: string, now = new Date()): Promise<RestoreLink | null> {
  const link = await readLink(db, token, now);
  if (!link) return null;
  const state = await stateOf(db, link.value);
  return state ? { claims: claimsOf(link.value), state } : null;
}

/** openRestoreToken on the app's database: the page behind the link. */
export const openRestoreLink = onAppDb(openRestoreToken);

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && ('code' in error ? error.code === '23505' : /unique/i.test(String(error)));

/** The address the account had until the undo, told what happened. */
export interface ReplacedAddress {
  userId: string;
  email: string;
  locale: string;
  name: string;
  /** The address the account has again. */
  previous: string;
}

/** What an undo does once committed: its sessions forgotten, then its two emails. */
export interface AfterRestore {
  /** Every session of the account has ended: whatever remembers one forgets it. */
  sessionsEnded?(userId: string): void;
  /** A link to set a new password, to the restored address. */
  reset(address: string): Promise<void>;
  /**
   * A notice to the address the account had until now: whoever made the change (the owner, if the
   * change was wanted) learns that it was undone and where to turn.
   */
  replaced(notice: ReplacedAddress): Promise<void>;
}

/**
 * Puts the previous address back if the link still applies, in one transaction: the address
 * confirmed (it received the link), every session ended, the password cleared, pending reset
 * links removed, sign-ins with Google or Apple linked since the change removed, and the link
 * marked used. Then the previous address gets a link to set a new password and the replaced
 * address a notice; if either cannot be queued, the restore stands (the sign-in page's "forgot
 * password" sends a reset link). Null for a link that is unknown or expired (nothing changes then).
 */
export async function restoreAddress(db: Db, token: string, mail: AfterRestore, now = new Date()): Promise<RestoreState | null> {
  // The transaction answers where the link stands, or (once restored) the address it replaced.
  let outcome: RestoreState | ReplacedAddress | null;
  try {
    outcome = await db.transaction(async (tx): Promise<RestoreState | ReplacedAddress | null> => {
      // Two presses at once restore once: the link's row is locked, then read again.
      const link = await readLink(tx, token, now, true);
      if (!link) return null;
      const [owner] = await tx.select({ id: user.id, email: user.email, locale: user.locale, name: user.name }).from(user).where(eq(user.id, link.value.u)).for('update');
      if (!owner) return null;
      const state = await stateOf(tx, link.value);
      if (state !== 'ready') return state;
      const { u: userId, o, t } = link.value;
      await tx.update(user).set({ email: o, emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
      await tx.delete(session).where(eq(session.userId, userId));
      await tx.update(account).set({ password: null, updatedAt: now }).where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      await tx.delete(account).where(and(eq(account.userId, userId), ne(account.providerId, 'credential'), gte(account.createdAt, new Date(t))));
      await tx.delete(verification).where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
      await tx
        .update(verification)
        .set({ value: JSON.stringify({ ...link.value, used: now.toISOString() } satisfies Stored), updatedAt: now })
        .where(eq(verification.id, link.id));
      return { userId, email: owner.email, locale: owner.locale, name: owner.name, previous: o };
    });
  } catch (error) {
    // Someone registered the previous address between the check and the change.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  if (outcome === null || typeof outcome === 'string') return outcome;
  mail.sessionsEnded?.(outcome.userId);
  try {
    await mail.reset(outcome.previous);
  } catch (error) {
    log.error('restore-email: the reset link could not be queued', errorFields(error));
  }
  try {
    await mail.replaced(outcome);
  } catch (error) {
    log.error('restore-email: the notice to the replaced address could not be queued', errorFields(error));
  }
  return 'restored';
}

/** restoreAddress on the app's database, the reset link asked of the auth service: the page's button. */
export const restoreAddressFromLink = onAppDb(async (db, token: string) => {
  // (Imported here: the auth service's notice imports this module for its link.)
  const { forgetSessionsOf, getAuth, mailAccount } = await import('./auth');
  const auth = await getAuth();
  return restoreAddress(db, token, {
    reset: async (email) => {
      await auth.api.requestPasswordReset({ body: { email } });
    },
    // Their sessions are gone: this server's five-second memory of them goes too.
    sessionsEnded: forgetSessionsOf,
    replaced: async (notice) => {
      const locale = isLocale(notice.locale) ? notice.locale : defaultLocale;
      await mailAccount(db, 'emailRestored', { id: notice.userId, email: notice.email, locale, name: notice.name }, siteUrl(publicPath('/help', locale)), { previousEmail: notice.previous });
    },
  });
});
