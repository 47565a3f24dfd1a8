import 'server-only';
import { and, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { challenge, challengeInvitation, challengePartner, emailOutbox, purchase, session, user, verification } from '@/db/schema';
import { closeCheckouts, lockBuyer } from '@/features/purchases/server/purchase-store';

/** `closedCheckouts`: the provider sessions of the checkouts the deletion closed, to expire once it is committed. */
export type DeletionResult = { ok: true; email: string; name: string; locale: string; closedCheckouts: string[] } | { ok: false; error: 'not-found' | 'last-admin' };

/**
 * Deletes a person and every row that names them, in one transaction (decision 0022):
 * - the user row, and with it (ON DELETE CASCADE) sessions, sign-in methods, preferences,
 *   surveys, tests, the plan, check-ins, cravings, slips, steps, milestones, certificates,
 *   challenge memberships, invitations they sent, encouragements and access grants;
 * - rows that name them without a foreign key: emails to their address, unsent emails to others
 *   that carry their name or words, invitations sent to it,
 *   one-time tokens, impersonation sessions they started;
 * - challenges they started: gone when no one else is in them, otherwise kept for the others
 *   without their message;
 * - purchases are kept for the books, anonymised: amount, currency, dates, the provider's
 *   reference, and nothing that names the person; a checkout still open is closed (declined), so
 *   that nothing is paid for an account that is gone.
 * `beforeCommit` runs inside the transaction once the rows are gone (the confirmation email is
 * queued there, so it is sent only if the deletion happened).
 */
export async function deleteAccount(db: Db, userId: string, beforeCommit: (tx: Db, gone: { email: string; name: string; locale: string }) => Promise<void> = async () => {}): Promise<DeletionResult> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    // Admins are locked in id order first, as revoking the admin role does, so two admins
    // leaving at once cannot both pass the last-admin check.
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).orderBy(user.id).for('update');
    const [found] = await tx.select({ id: user.id, email: user.email, name: user.name, locale: user.locale, role: user.role }).from(user).where(eq(user.id, userId)).for('update');
    if (!found) return { ok: false, error: 'not-found' };
    if (found.role === 'admin' && admins.length <= 1) return { ok: false, error: 'last-admin' };
    const email = found.email.toLowerCase();

    // One-time tokens name the person by id, or by address: as the identifier's end (alone, or
    // after a prefix such as `email-verification-otp-`) or as a JSON string in the value. The address is
    // matched whole, so that deleting leaver@… leaves xleaver@…'s tokens alone.
    const address = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await tx
      .delete(verification)
      .where(
        or(
          sql`${verification.value} like ${`%${userId}%`}`,
          sql`lower(${verification.identifier}) ~ ${`(^|[^a-z0-9._%+-]|-otp-)${address}$`}`,
          sql`lower(${verification.value}) ~ ${`"${address}"`}`,
        ),
      );
    await tx.delete(emailOutbox).where(or(eq(emailOutbox.userId, userId), sql`lower(${emailOutbox.toAddress}) = ${email}`));
    // Mail to others that carries their name or words (a challenge invitation, an encouragement)
    // is not sent any more; what was sent is the recipient's.
    await tx.delete(emailOutbox).where(and(eq(emailOutbox.aboutUserId, userId), inArray(emailOutbox.status, ['pending', 'held', 'failed'])));
    await tx.delete(challengeInvitation).where(sql`lower(${challengeInvitation.sentTo}) = ${email}`);
    await tx.delete(session).where(eq(session.impersonatedBy, userId));

    const othersIn = exists(tx.select({ one: sql`1` }).from(challengePartner).where(and(eq(challengePartner.challengeId, challenge.id), ne(challengePartner.userId, userId))));
    await tx.delete(challenge).where(and(eq(challenge.creatorId, userId), sql`not ${othersIn}`));
    await tx.update(challenge).set({ creatorId: null, message: null }).where(eq(challenge.creatorId, userId));
    await lockBuyer(tx, userId);
    const closedCheckouts = await closeCheckouts(tx, eq(purchase.userId, userId));
    await tx.update(purchase).set({ userId: null }).where(eq(purchase.userId, userId));

    await tx.delete(user).where(eq(user.id, userId));
    const gone = { email: found.email, name: found.name, locale: found.locale ?? 'en' };
    await beforeCommit(tx, gone);
    return { ok: true, ...gone, closedCheckouts };
  });
}
