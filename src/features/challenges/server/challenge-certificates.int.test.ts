import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { certificate, emailOutbox, user } from '@/db/schema';
import { saveCheckIn } from '@/features/programme/server/check-in-store';
import { loadDashboard } from '@/features/programme/server/dashboard';
import { savePlan } from '@/features/programme/server/plan-store';
import { testDatabase } from '../../../../test/database';
import { acceptInvitation, createChallenge, createInvitation } from './challenge-store';

let database: Database;
const zone = 'Europe/Warsaw';
const start = '2026-12-01';
/** Midday in Warsaw on a day of December 2026. */
const on = (day: number) => new Date(`2026-12-${String(day).padStart(2, '0')}T11:00:00Z`);
let challengeId = '';

beforeAll(async () => {
  database = await testDatabase();
  const { db } = database;
  await db.insert(user).values([
    { id: 'kai', name: 'Kai', email: 'kai@example.test', locale: 'pl' },
    { id: 'lea', name: 'Lea', email: 'lea@example.test', locale: 'de' },
  ]);
  const made = await createChallenge(db, 'kai', { kind: 'smokeFree', days: 7, startDate: start, timeZone: zone }, on(1));
  challengeId = made.ok && 'id' in made ? made.id : '';
  const invited = await createInvitation(db, 'kai', challengeId, { locale: 'de' }, on(1));
  await acceptInvitation(db, 'lea', invited.ok && 'invitation' in invited ? invited.invitation.id : '', on(1));
  for (const id of ['kai', 'lea']) await savePlan(db, id, { quitDate: start, timeZone: zone, triggers: [], strategies: [], nrt: 'none' }, on(1));
  // Kai keeps all seven days; Lea smokes on the fourth and misses the sixth check-in.
  for (let day = 1; day <= 7; day++) {
    const check = { day: `2026-12-0${day}`, timeZone: zone, cravings: 2, cravingStrength: 3, mood: 4 };
    await saveCheckIn(db, 'kai', { ...check, smokeFree: true }, on(day));
    if (day !== 6) await saveCheckIn(db, 'lea', { ...check, smokeFree: day !== 4 }, on(day));
  }
});
afterAll(async () => database?.close());

describe('a smoke-free challenge that ends', () => {
  it('shows each partner their result on the programme page, but no certificate before its last day has passed', async () => {
    const { db } = database;
    const during = await loadDashboard(db, { id: 'kai', name: 'Kai' }, 'pl', on(7));
    expect(during.challenges[0]).toMatchObject({ id: challengeId, over: false, certificateId: null });
    const data = await loadDashboard(db, { id: 'lea', name: 'Lea' }, 'de', on(8));
    const [view] = data.challenges;
    expect(view).toMatchObject({ id: challengeId, over: true, lastDay: '2026-12-07', certificateId: null });
    expect(view!.partners.map((p) => [p.name, p.progress?.daysKept])).toEqual([
      ['Kai', 7],
      ['Lea', 5],
    ]);
  });

  it('gives a certificate to those who kept every day, once, with its email, also when the page loads twice at once', async () => {
    const { db } = database;
    const [first, second] = await Promise.all([loadDashboard(db, { id: 'kai', name: 'Kai' }, 'pl', on(8)), loadDashboard(db, { id: 'kai', name: 'Kai' }, 'pl', on(8))]);
    const issued = await db.select().from(certificate).where(and(eq(certificate.userId, 'kai'), isNotNull(certificate.challengeId)));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ kind: 'challenge7', challengeId, milestoneId: null, displayName: 'Kai', locale: 'pl', visibility: 'private' });
    expect(issued[0]!.reachedAt.toISOString().slice(0, 10)).toBe('2026-12-07');
    expect([first.challenges[0]!.certificateId, second.challenges[0]!.certificateId]).toContain(issued[0]!.id);
    const mail = await db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, 'kai'), eq(emailOutbox.template, 'certification')));
    // Kai's milestones have their own; the challenge's is the one with its address, in Polish.
    const challengeMail = mail.filter((m) => m.textBody.includes(issued[0]!.id));
    expect(challengeMail).toHaveLength(1);
    expect(challengeMail[0]!.locale).toBe('pl');
    // A later visit issues nothing more; Lea, who did not keep every day, has none.
    await loadDashboard(db, { id: 'kai', name: 'Kai' }, 'pl', on(9));
    expect(await db.select().from(certificate).where(and(eq(certificate.userId, 'kai'), isNotNull(certificate.challengeId)))).toHaveLength(1);
    await loadDashboard(db, { id: 'lea', name: 'Lea' }, 'de', on(9));
    expect(await db.select().from(certificate).where(and(eq(certificate.userId, 'lea'), isNotNull(certificate.challengeId)))).toHaveLength(0);
  });
});
