import 'server-only';
import { and, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { challenge, challengeInvitation, challengePartner, emailOutbox, purchase, session, user, verification } from '@/db/schema';

export type DeletionResult = { ok: true; email: string; name: string; locale: string } | { ok: false; error: 'not-found' | 'last-admin' };

/**
 * Deletes a person and every row that names them, in one transaction (decision 0022):
 * - the user row, and with it (ON DELETE CASCADE) sessions, sign-in methods, preferences,
 *   surveys, tests, the plan, check-ins, cravings, slips, steps, milestones, certificates,
 *   challenge memberships, invitations they sent, encouragements and access grants;
 * - rows that name them without a foreign key: emails to their address, invitations sent to it,
 *   one-time tokens, impersonation sessions they started;
 * - challenges they started: gone when no one else is in them, otherwise kept for the others
 *   without their message;
 * - purchases are kept for the books, anonymised: amount, currency, dates, the provider's
 *   reference, and nothing that names the person.
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

    await tx.delete(verification).where(or(sql`${verification.value} like ${`%${userId}%`}`, sql`lower(${verification.identifier}) like ${`%${email}%`}`, sql`lower(${verification.value}) like ${`%${email}%`}`));
    await tx.delete(emailOutbox).where(or(eq(emailOutbox.userId, userId), sql`lower(${emailOutbox.toAddress}) = ${email}`));
    await tx.delete(challengeInvitation).where(sql`lower(${challengeInvitation.sentTo}) = ${email}`);
    await tx.delete(session).where(eq(session.impersonatedBy, userId));

    const othersIn = exists(tx.select({ one: sql`1` }).from(challengePartner).where(and(eq(challengePartner.challengeId, challenge.id), ne(challengePartner.userId, userId))));
    await tx.delete(challenge).where(and(eq(challenge.creatorId, userId), sql`not ${othersIn}`));
    await tx.update(challenge).set({ creatorId: null, message: null }).where(eq(challenge.creatorId, userId));
    await tx.update(purchase).set({ userId: null }).where(eq(purchase.userId, userId));

    await tx.delete(user).where(eq(user.id, userId));
    const gone = { email: found.email, name: found.name, locale: found.locale ?? 'en' };
    await beforeCommit(tx, gone);
    return { ok: true, ...gone };
  });
}
