import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { challenge, challengeInvitation, challengePartner, encouragement, user } from '@/db/schema';
import { localDay } from '@/features/programme/progress';
import type { Locale } from '@/i18n/locales';
import {
  ENCOURAGEMENTS_PER_DAY,
  INVITATION_DAYS,
  INVITATION_EMAILS_PER_DAY,
  MAX_PARTNERS,
  startDateProblem,
  type CreateChallengeInput,
  type EncouragementInput,
} from '../rules';

// Challenges, their invitations and partners, and encouragements (decision 0016). Every call
// names the signed-in person; what they may see or change is checked here against the rows,
// never taken from the request.

const DAY_MS = 86_400_000;
/** Open invitations one challenge may have at once (links not yet used). */
const MAX_OPEN_INVITATIONS = 10;

/** 128 bits of randomness, URL-safe: the id of a challenge or of an invitation link. */
export const newChallengeId = () => randomBytes(16).toString('base64url');

export type Refusal =
  | 'notFound'
  | 'notCreator'
  | 'own'
  | 'alreadyIn'
  | 'expired'
  | 'revoked'
  | 'used'
  | 'full'
  | 'left'
  | 'tooManyInvitations'
  | 'tooManyEmails'
  | 'alreadyInvited'
  | 'tooManyEncouragements'
  | 'notPartner';

/** Queues the email a change causes, in the change's own transaction. */
export type Notify<T> = (tx: Db, change: T) => Promise<void>;

export type Outcome<T> = ({ ok: true } & T) | { ok: false; refusal: Refusal } | { ok: false; field: string; problem: string };

type Challenge = typeof challenge.$inferSelect;
type Invitation = typeof challengeInvitation.$inferSelect;

async function displayNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) return null;
  return (row.name.trim() || row.email.split('@')[0]!).slice(0, 60);
}

/** Starts a challenge with its creator as its first partner. */
export async function createChallenge(db: Db, userId: string, input: CreateChallengeInput, now = new Date()): Promise<Outcome<{ id: string }>> {
  const problem = startDateProblem(input.startDate, localDay(now, input.timeZone));
  if (problem) return { ok: false, field: 'startDate', problem };
  const name = await displayNameOf(db, userId);
  if (!name) return { ok: false, refusal: 'notFound' };
  const requestId = input.requestId ?? null;
  // The same form's request again (a double press, a retry): the challenge it already started.
  const earlier = async (tx: Db) =>
    requestId ? (await tx.select({ id: challenge.id }).from(challenge).where(and(eq(challenge.creatorId, userId), eq(challenge.requestId, requestId))))[0] : undefined;
  return db.transaction(async (tx) => {
    const started = await earlier(tx);
    if (started) return { ok: true as const, id: started.id };
    const id = newChallengeId();
    const inserted = await tx
      .insert(challenge)
      .values({
        id,
        creatorId: userId,
        kind: input.kind,
        days: input.kind === 'smokeFree' ? input.days : null,
        startDate: input.startDate,
        timeZone: input.timeZone,
        message: input.message ?? null,
        createdAt: now,
        requestId,
      })
      .onConflictDoNothing()
      .returning({ id: challenge.id });
    // Two copies of the request at once: the other one's insert came first.
    if (inserted.length === 0) return { ok: true as const, id: (await earlier(tx))!.id };
    await tx.insert(challengePartner).values({ challengeId: id, userId, displayName: name, joinedAt: now });
    return { ok: true as const, id };
  });
}

/** The person's row in a challenge, if they are in it now (joined and not left). */
async function activePartner(db: Db, challengeId: string, userId: string) {
  const [row] = await db
    .select()
    .from(challengePartner)
    .where(and(eq(challengePartner.challengeId, challengeId), eq(challengePartner.userId, userId), isNull(challengePartner.leftAt)));
  return row ?? null;
}

async function activeCount(db: Db, challengeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(challengePartner).where(and(eq(challengePartner.challengeId, challengeId), isNull(challengePartner.leftAt)));
  return row?.n ?? 0;
}

/**
 * A new invitation link for one person. Only the challenge's creator, while still in it, may
 * invite; with `email`, the caller sends the link there (at most 10 such emails a day).
 */
export async function createInvitation(
  db: Db,
  userId: string,
  challengeId: string,
  options: { email?: string; locale: Locale; notify?: Notify<{ invitation: Invitation; challenge: Challenge }> },
  now = new Date(),
): Promise<Outcome<{ invitation: Invitation; challenge: Challenge }>> {
  const [found] = await db.select().from(challenge).where(eq(challenge.id, challengeId));
  if (!found || !(await activePartner(db, challengeId, userId))) return { ok: false, refusal: 'notFound' };
  if (found.creatorId !== userId) return { ok: false, refusal: 'notCreator' };
  if ((await activeCount(db, challengeId)) >= MAX_PARTNERS) return { ok: false, refusal: 'full' };
  const [open] = await db
    .select({ n: count() })
    .from(challengeInvitation)
    .where(and(eq(challengeInvitation.challengeId, challengeId), isNull(challengeInvitation.acceptedAt), isNull(challengeInvitation.revokedAt), gt(challengeInvitation.expiresAt, now)));
  if ((open?.n ?? 0) >= MAX_OPEN_INVITATIONS) return { ok: false, refusal: 'tooManyInvitations' };
  if (options.email) {
    const [sent] = await db
      .select({ n: count() })
      .from(challengeInvitation)
      .where(and(eq(challengeInvitation.invitedBy, userId), isNotNull(challengeInvitation.sentTo), gt(challengeInvitation.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((sent?.n ?? 0) >= INVITATION_EMAILS_PER_DAY) return { ok: false, refusal: 'tooManyEmails' };
    // An address without an account is written to once (the invitation says so), whoever asks again.
    const address = options.email.toLowerCase();
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, address));
    if (!account) {
      const [earlier] = await db.select({ id: challengeInvitation.id }).from(challengeInvitation).where(sql`lower(${challengeInvitation.sentTo}) = ${address}`).limit(1);
      if (earlier) return { ok: false, refusal: 'alreadyInvited' };
    }
  }
  const invitation = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(challengeInvitation)
      .values({
        id: newChallengeId(),
        challengeId,
        invitedBy: userId,
        sentTo: options.email ?? null,
        locale: options.locale,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning();
    await options.notify?.(tx as unknown as Db, { invitation: row!, challenge: found });
    return row!;
  });
  return { ok: true, invitation, challenge: found };
}

/** Withdraws an open invitation; only the challenge's creator may. */
export async function revokeInvitation(db: Db, userId: string, invitationId: string, now = new Date()): Promise<Outcome<object>> {
  const [row] = await db
    .select({ invitation: challengeInvitation, creatorId: challenge.creatorId })
    .from(challengeInvitation)
    .innerJoin(challenge, eq(challenge.id, challengeInvitation.challengeId))
    .where(eq(challengeInvitation.id, invitationId));
  // Someone else's invitation is answered as if it did not exist: ids are not confirmed.
  if (!row || row.creatorId !== userId) return { ok: false, refusal: 'notFound' };
  const state = invitationState(row.invitation, now);
  if (state !== 'open') return { ok: false, refusal: state };
  await db
    .update(challengeInvitation)
    .set({ revokedAt: now })
    .where(and(eq(challengeInvitation.id, invitationId), isNull(challengeInvitation.acceptedAt), isNull(challengeInvitation.revokedAt)));
  return { ok: true };
}

export type InvitationState = 'open' | 'expired' | 'revoked' | 'used';

export function invitationState(invitation: Pick<Invitation, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

export interface InvitationView {
  invitation: Invitation;
  challenge: Challenge;
  inviterName: string;
  state: InvitationState;
  partners: number;
  /** For a signed-in viewer: whether it is their own invitation, or they are in the challenge already. */
  viewer: 'visitor' | 'own' | 'alreadyIn' | 'other';
}

/** What the invitation page shows: who invites (display name only), the challenge and its state. */
export async function invitationView(db: Db, invitationId: string, viewerId: string | null, now = new Date()): Promise<InvitationView | null> {
  const [row] = await db
    .select({ invitation: challengeInvitation, challenge })
    .from(challengeInvitation)
    .innerJoin(challenge, eq(challenge.id, challengeInvitation.challengeId))
    .where(eq(challengeInvitation.id, invitationId));
  if (!row) return null;
  const [inviter] = await db
    .select({ name: challengePartner.displayName })
    .from(challengePartner)
    .where(and(eq(challengePartner.challengeId, row.challenge.id), eq(challengePartner.userId, row.invitation.invitedBy)));
  const viewer = !viewerId ? 'visitor' : viewerId === row.invitation.invitedBy ? 'own' : (await activePartner(db, row.challenge.id, viewerId)) ? 'alreadyIn' : 'other';
  return {
    ...row,
    inviterName: inviter?.name ?? '',
    state: invitationState(row.invitation, now),
    partners: await activeCount(db, row.challenge.id),
    viewer,
  };
}

/** invitationView on the app's database: the invitation page. */
export const invitationFor = onAppDb(invitationView);

/**
 * Accepts an invitation for the signed-in person. The challenge's row is locked for the
 * transaction, so two acceptances at once (of one invitation, or of two when one place is left)
 * are taken one after the other: the first wins, the second is told why not.
 */
export async function acceptInvitation(
  db: Db,
  userId: string,
  invitationId: string,
  now = new Date(),
  notify?: Notify<{ challenge: Challenge; inviterId: string; partnerId: string; partnerName: string }>,
): Promise<Outcome<{ challengeId: string; inviterId: string }>> {
  const name = await displayNameOf(db, userId);
  if (!name) return { ok: false, refusal: 'notFound' };
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(challengeInvitation).where(eq(challengeInvitation.id, invitationId));
    if (!invitation) return { ok: false, refusal: 'notFound' } as const;
    await tx.execute(sql`select id from ${challenge} where id = ${invitation.challengeId} for update`);
    // Read again under the lock: another acceptance may have just used it.
    const [current] = await tx.select().from(challengeInvitation).where(eq(challengeInvitation.id, invitationId));
    if (invitation.invitedBy === userId) return { ok: false, refusal: 'own' } as const;
    if (await activePartner(tx as unknown as Db, invitation.challengeId, userId)) return { ok: false, refusal: 'alreadyIn' } as const;
    const state = invitationState(current!, now);
    if (state !== 'open') return { ok: false, refusal: state } as const;
    if ((await activeCount(tx as unknown as Db, invitation.challengeId)) >= MAX_PARTNERS) return { ok: false, refusal: 'full' } as const;
    await tx.update(challengeInvitation).set({ acceptedAt: now, acceptedBy: userId }).where(eq(challengeInvitation.id, invitationId));
    // Someone who left and is invited again comes back with a fresh start.
    await tx
      .insert(challengePartner)
      .values({ challengeId: invitation.challengeId, userId, displayName: name, joinedAt: now })
      .onConflictDoUpdate({ target: [challengePartner.challengeId, challengePartner.userId], set: { displayName: name, joinedAt: now, leftAt: null } });
    if (notify) {
      const [joined] = await tx.select().from(challenge).where(eq(challenge.id, invitation.challengeId));
      await notify(tx as unknown as Db, { challenge: joined!, inviterId: invitation.invitedBy, partnerId: userId, partnerName: name });
    }
    return { ok: true, challengeId: invitation.challengeId, inviterId: invitation.invitedBy } as const;
  });
}

/** Leaves a challenge; the others see that they left and nothing more of them. A creator's open invitations go with them. */
export async function leaveChallenge(db: Db, userId: string, challengeId: string, now = new Date()): Promise<Outcome<object>> {
  if (!(await activePartner(db, challengeId, userId))) return { ok: false, refusal: 'notFound' };
  await db.transaction(async (tx) => {
    await tx.update(challengePartner).set({ leftAt: now }).where(and(eq(challengePartner.challengeId, challengeId), eq(challengePartner.userId, userId)));
    await tx
      .update(challengeInvitation)
      .set({ revokedAt: now })
      .where(and(eq(challengeInvitation.challengeId, challengeId), eq(challengeInvitation.invitedBy, userId), isNull(challengeInvitation.acceptedAt), isNull(challengeInvitation.revokedAt)));
  });
  return { ok: true };
}

/** Sends an encouragement from one partner to another in the same challenge (at most 5 a day). */
export async function sendEncouragement(
  db: Db,
  userId: string,
  challengeId: string,
  input: EncouragementInput,
  now = new Date(),
  notify?: Notify<{ challenge: Challenge; fromName: string }>,
): Promise<Outcome<{ id: string }>> {
  const sender = await activePartner(db, challengeId, userId);
  if (!sender) return { ok: false, refusal: 'notFound' };
  if (input.to === userId || !(await activePartner(db, challengeId, input.to))) return { ok: false, field: 'to', problem: 'notPartner' };
  const [sent] = await db
    .select({ n: count() })
    .from(encouragement)
    .where(and(eq(encouragement.challengeId, challengeId), eq(encouragement.fromUserId, userId), gt(encouragement.sentAt, new Date(now.getTime() - DAY_MS))));
  if ((sent?.n ?? 0) >= ENCOURAGEMENTS_PER_DAY) return { ok: false, refusal: 'tooManyEncouragements' };
  const id = newChallengeId();
  await db.transaction(async (tx) => {
    await tx.insert(encouragement).values({ id, challengeId, fromUserId: userId, toUserId: input.to, preset: input.preset ?? null, text: input.text ?? null, sentAt: now });
    if (notify) {
      const [found] = await tx.select().from(challenge).where(eq(challenge.id, challengeId));
      await notify(tx as unknown as Db, { challenge: found!, fromName: sender.displayName });
    }
  });
  return { ok: true, id };
}
