import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { challengeInvitation, challengePartner, user } from '@/db/schema';
import { saveCheckIn } from '@/features/programme/server/check-in-store';
import { savePlan } from '@/features/programme/server/plan-store';
import { saveSlip } from '@/features/programme/server/log-store';
import { testDatabase } from '../../../../test/database';
import { acceptInvitation, createChallenge, createInvitation, invitationView, leaveChallenge, revokeInvitation, sendEncouragement } from './challenge-store';
import { challengesOf } from './challenge-view';

let database: Database;
const zone = 'Europe/Berlin';
const now = new Date('2026-12-01T09:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const people = ['ana', 'ben', 'cleo', 'dan', 'eva', 'finn', 'gus'] as const;

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values(people.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), email: `${id}@example.test`, locale: 'en' })));
});
afterAll(async () => database?.close());

async function challengeWithInvitation(creator: string, start = '2026-12-01') {
  const made = await createChallenge(database.db, creator, { kind: 'smokeFree', days: 7, startDate: start, timeZone: zone, message: 'Let’s do this <b>together</b>' }, now);
  if (!made.ok || !('id' in made)) throw new Error('not created');
  const invited = await createInvitation(database.db, creator, made.id, { locale: 'en' }, now);
  if (!invited.ok || !('invitation' in invited)) throw new Error('not invited');
  return { challengeId: made.id, invitationId: invited.invitation.id };
}

describe('challenges', () => {
  it('start today up to four weeks ahead, with unguessable ids', async () => {
    const { db } = database;
    expect(await createChallenge(db, 'ana', { kind: 'together', startDate: '2026-11-30', timeZone: zone }, now)).toEqual({ ok: false, field: 'startDate', problem: 'past' });
    expect(await createChallenge(db, 'ana', { kind: 'together', startDate: '2026-12-30', timeZone: zone }, now)).toEqual({ ok: false, field: 'startDate', problem: 'tooFar' });
    const { challengeId, invitationId } = await challengeWithInvitation('ana');
    expect(challengeId).toMatch(/^[\w-]{22}$/);
    expect(invitationId).toMatch(/^[\w-]{22}$/);
  });

  it('a form sent twice, even at once, starts one challenge; another form starts another', async () => {
    const { db } = database;
    const input = { kind: 'together' as const, startDate: '2026-12-02', timeZone: zone, requestId: crypto.randomUUID() };
    const [first, second] = await Promise.all([createChallenge(db, 'gus', input, now), createChallenge(db, 'gus', input, now)]);
    const again = await createChallenge(db, 'gus', input, later(0.01));
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    expect(again).toEqual(first);
    const id = first.ok && 'id' in first ? first.id : '';
    expect(await db.select().from(challengePartner).where(eq(challengePartner.challengeId, id))).toHaveLength(1);
    // The same request id from someone else is their own request.
    const other = await createChallenge(db, 'finn', input, now);
    expect(other).toMatchObject({ ok: true });
    expect(other).not.toEqual(first);
    const next = await createChallenge(db, 'gus', { ...input, requestId: crypto.randomUUID() }, now);
    expect(next).not.toEqual(first);
    expect((await challengesOf(db, 'gus', now)).length).toBe(2);
  });

  it('an invitation is accepted by one person only, even when two accept at once', async () => {
    const { db } = database;
    const { challengeId, invitationId } = await challengeWithInvitation('ana');
    const results = await Promise.all([acceptInvitation(db, 'ben', invitationId, now), acceptInvitation(db, 'cleo', invitationId, now)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, refusal: 'used' });
    const partners = await db.select().from(challengePartner).where(eq(challengePartner.challengeId, challengeId));
    expect(partners).toHaveLength(2);
  });

  it('refuses its own invitation, someone already in, an expired, a revoked or a used one, each with its reason', async () => {
    const { db } = database;
    const { challengeId, invitationId } = await challengeWithInvitation('dan');
    expect(await acceptInvitation(db, 'dan', invitationId, now)).toEqual({ ok: false, refusal: 'own' });
    expect(await acceptInvitation(db, 'eva', invitationId, later(14))).toEqual({ ok: false, refusal: 'expired' });
    expect(await acceptInvitation(db, 'eva', invitationId, now)).toMatchObject({ ok: true, challengeId });
    expect(await acceptInvitation(db, 'finn', invitationId, now)).toEqual({ ok: false, refusal: 'used' });
    const second = await createInvitation(db, 'dan', challengeId, { locale: 'de' }, now);
    const secondId = second.ok && 'invitation' in second ? second.invitation.id : '';
    expect(await acceptInvitation(db, 'eva', secondId, now)).toEqual({ ok: false, refusal: 'alreadyIn' });
    // Only the creator may revoke, and someone else's invitation is not confirmed to exist.
    expect(await revokeInvitation(db, 'eva', secondId, now)).toEqual({ ok: false, refusal: 'notFound' });
    expect(await revokeInvitation(db, 'dan', secondId, now)).toEqual({ ok: true });
    expect(await acceptInvitation(db, 'finn', secondId, now)).toEqual({ ok: false, refusal: 'revoked' });
    expect(await acceptInvitation(db, 'finn', 'no-such-invitation-id00', now)).toEqual({ ok: false, refusal: 'notFound' });
    // A partner who is not the creator may not invite.
    expect(await createInvitation(db, 'eva', challengeId, { locale: 'en' }, now)).toEqual({ ok: false, refusal: 'notCreator' });
    // Someone outside the challenge is not told it exists.
    expect(await createInvitation(db, 'gus', challengeId, { locale: 'en' }, now)).toEqual({ ok: false, refusal: 'notFound' });
  });

  it('holds at most five people, also when the last places are taken at once', async () => {
    const { db } = database;
    const made = await createChallenge(db, 'gus', { kind: 'together', startDate: '2026-12-02', timeZone: zone }, now);
    const challengeId = made.ok && 'id' in made ? made.id : '';
    const invitations: string[] = [];
    for (let i = 0; i < 6; i++) {
      const invited = await createInvitation(db, 'gus', challengeId, { locale: 'en' }, now);
      invitations.push(invited.ok && 'invitation' in invited ? invited.invitation.id : '');
    }
    expect(await acceptInvitation(db, 'ana', invitations[0]!, now)).toMatchObject({ ok: true });
    expect(await acceptInvitation(db, 'ben', invitations[1]!, now)).toMatchObject({ ok: true });
    expect(await acceptInvitation(db, 'cleo', invitations[2]!, now)).toMatchObject({ ok: true });
    // One place left, two take it at once.
    const race = await Promise.all([acceptInvitation(db, 'dan', invitations[3]!, now), acceptInvitation(db, 'eva', invitations[4]!, now)]);
    expect(race.filter((r) => r.ok)).toHaveLength(1);
    expect(race.find((r) => !r.ok)).toEqual({ ok: false, refusal: 'full' });
    expect(await acceptInvitation(db, 'finn', invitations[5]!, now)).toEqual({ ok: false, refusal: 'full' });
    expect(await createInvitation(db, 'gus', challengeId, { locale: 'en' }, now)).toEqual({ ok: false, refusal: 'full' });
    // Someone leaves: a place is free again.
    expect(await leaveChallenge(db, 'ana', challengeId, later(1))).toEqual({ ok: true });
    expect(await acceptInvitation(db, 'finn', invitations[5]!, later(1))).toMatchObject({ ok: true });
  });

  it('sends at most ten invitation emails a day per person', async () => {
    const { db } = database;
    const made = await createChallenge(db, 'finn', { kind: 'together', startDate: '2026-12-01', timeZone: zone }, now);
    const challengeId = made.ok && 'id' in made ? made.id : '';
    for (let i = 0; i < 10; i++) {
      expect(await createInvitation(db, 'finn', challengeId, { locale: 'en', email: `friend${i}@example.test` }, now)).toMatchObject({ ok: true });
      // Revoked ones count too: the limit is on emails sent.
      await db.update(challengeInvitation).set({ revokedAt: now }).where(eq(challengeInvitation.sentTo, `friend${i}@example.test`));
    }
    expect(await createInvitation(db, 'finn', challengeId, { locale: 'en', email: 'one-more@example.test' }, now)).toEqual({ ok: false, refusal: 'tooManyEmails' });
    // A link without an email is still possible, and a day later emails are too.
    expect(await createInvitation(db, 'finn', challengeId, { locale: 'en' }, now)).toMatchObject({ ok: true });
    expect(await createInvitation(db, 'finn', challengeId, { locale: 'en', email: 'next-day@example.test' }, later(1.01))).toMatchObject({ ok: true });
  });

  it('writes to an address without an account once, whoever invites it again', async () => {
    const { db } = database;
    const made = await createChallenge(db, 'gus', { kind: 'together', startDate: '2026-12-01', timeZone: zone }, now);
    const challengeId = made.ok && 'id' in made ? made.id : '';
    expect(await createInvitation(db, 'gus', challengeId, { locale: 'en', email: 'Stranger@example.test' }, now)).toMatchObject({ ok: true });
    expect(await createInvitation(db, 'gus', challengeId, { locale: 'de', email: 'stranger@example.test' }, later(3))).toEqual({ ok: false, refusal: 'alreadyInvited' });
    // A link to share by hand is still possible; an address with an account may be invited again.
    expect(await createInvitation(db, 'gus', challengeId, { locale: 'en' }, later(3))).toMatchObject({ ok: true });
    await db.insert(user).values({ id: 'stranger', name: 'Stranger', email: 'stranger@example.test', locale: 'en' });
    expect(await createInvitation(db, 'gus', challengeId, { locale: 'en', email: 'stranger@example.test' }, later(3))).toMatchObject({ ok: true });
  });

  it('shows partners only what they may see, and encouragements up to five a day', async () => {
    const { db } = database;
    const plan = { quitDate: '2026-12-01', timeZone: zone, triggers: ['coffee' as const], strategies: ['water' as const], nrt: 'none' as const };
    const made = await createChallenge(db, 'cleo', { kind: 'smokeFree', days: 7, startDate: '2026-12-01', timeZone: zone, message: '<script>alert(1)</script>' }, now);
    const challengeId = made.ok && 'id' in made ? made.id : '';
    const invited = await createInvitation(db, 'cleo', challengeId, { locale: 'en' }, now);
    await acceptInvitation(db, 'dan', invited.ok && 'invitation' in invited ? invited.invitation.id : '', now);
    await savePlan(db, 'dan', plan, now);
    const checkIn = { timeZone: zone, cravings: 3, cravingStrength: 6, mood: 4, note: 'Private note about my day' };
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) await saveCheckIn(db, 'dan', { ...checkIn, day, smokeFree: day !== '2026-12-02' }, later(2));
    const slip = await saveSlip(db, 'dan', { id: '6f1c0a52-8d5e-4f65-9d0e-3a1b2c3d4e5f', occurredAt: later(1).toISOString(), cigarettes: 1, trigger: 'stress', note: 'Slip note at the party', timeZone: zone }, later(1.5));
    expect(slip).toMatchObject({ ok: true });

    const viewOf = async (userId: string, at: Date) => (await challengesOf(db, userId, at)).find((c) => c.id === challengeId);
    const view = await viewOf('cleo', later(2.5));
    expect(view).toMatchObject({ id: challengeId, kind: 'smokeFree', days: 7, lastDay: '2026-12-07', message: '<script>alert(1)</script>', youCreated: true, over: false });
    const dan = view!.partners.find((p) => !p.you)!;
    expect(dan).toMatchObject({ name: 'Dan', left: false, creator: false, progress: { daysKept: 2, daysSoFar: 3, streak: 3, checkedInToday: true } });
    // Nothing private travels: no note, no slip, no email address, no survey or test answers.
    const json = JSON.stringify(view);
    for (const secret of ['Private note', 'Slip note', 'dan@example.test', 'stress', 'cravingStrength', 'mood', 'cigarettes']) expect(json).not.toContain(secret);

    // Encouragements: ready-made or own text, to a partner only, five a day.
    expect(await sendEncouragement(db, 'cleo', challengeId, { to: 'ana', preset: 'proud' }, later(2.5))).toEqual({ ok: false, field: 'to', problem: 'notPartner' });
    expect(await sendEncouragement(db, 'ana', challengeId, { to: 'dan', preset: 'proud' }, later(2.5))).toEqual({ ok: false, refusal: 'notFound' });
    for (let i = 0; i < 5; i++) expect(await sendEncouragement(db, 'cleo', challengeId, { to: 'dan', text: `You can do it ${i}` }, later(2.5))).toMatchObject({ ok: true });
    expect(await sendEncouragement(db, 'cleo', challengeId, { to: 'dan', preset: 'keepGoing' }, later(2.5))).toEqual({ ok: false, refusal: 'tooManyEncouragements' });
    const danView = await viewOf('dan', later(2.6));
    expect(danView!.encouragements).toHaveLength(5);
    expect(danView!.encouragements[0]).toMatchObject({ from: 'Cleo', preset: null, text: expect.stringMatching(/^You can do it/) });
    expect(danView!.invitations).toEqual([]); // only the creator sees the links

    // Leaving: the others see that they left and nothing more; the leaver no longer sees it.
    await leaveChallenge(db, 'dan', challengeId, later(3));
    const after = await viewOf('cleo', later(3));
    expect(after!.partners.find((p) => !p.you)).toEqual({ id: 'dan', name: 'Dan', you: false, creator: false, left: true, progress: null });
    expect(await viewOf('dan', later(3))).toBeUndefined();
    expect(await sendEncouragement(db, 'dan', challengeId, { to: 'cleo', preset: 'proud' }, later(3))).toEqual({ ok: false, refusal: 'notFound' });
  });

  it('a deleted account leaves every challenge; a creator’s challenge goes on for the others', async () => {
    const { db } = database;
    await db.insert(user).values([{ id: 'hal', name: 'Hal', email: 'hal@example.test', locale: 'en' }, { id: 'ida', name: 'Ida', email: 'ida@example.test', locale: 'en' }]);
    const { challengeId, invitationId } = await challengeWithInvitation('hal');
    await acceptInvitation(db, 'ida', invitationId, now);
    await db.delete(user).where(eq(user.id, 'hal'));
    const [view] = await challengesOf(db, 'ida', now);
    expect(view!.id).toBe(challengeId);
    expect(view!.partners.map((p) => p.name)).toEqual(['Ida']);
    expect(await invitationView(db, invitationId, 'ida', now)).toBeNull();
  });
});
