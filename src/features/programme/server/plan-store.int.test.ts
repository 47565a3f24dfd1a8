import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { checkIn, quitAttempt, user } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { activeAttempt, attemptHistory, restartAttempt, savePlan } from './plan-store';
import { recentCheckIns, saveCheckIn } from './check-in-store';

let database: Database;
const plan = { quitDate: '2026-11-30', timeZone: 'Europe/Berlin', triggers: ['coffee' as const], strategies: ['water' as const], nrt: 'patch' as const };

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values({ id: 'p1', name: 'Ada', email: 'p1@example.test' });
});
afterAll(async () => database?.close());

describe('quit plan store', () => {
  it('starts a plan on the person’s own calendar day and refuses a day already past there', async () => {
    const { db } = database;
    // 23:30 UTC on 29 November is already 30 November in Berlin.
    const lateEvening = new Date('2026-11-29T23:30:00Z');
    expect(await savePlan(db, 'p1', { ...plan, quitDate: '2026-11-29' }, lateEvening)).toEqual({ ok: false, field: 'quitDate', problem: 'past' });
    const saved = await savePlan(db, 'p1', plan, lateEvening);
    expect(saved.ok).toBe(true);
    expect((await activeAttempt(db, 'p1'))?.quitDate).toBe('2026-11-30');
  });

  it('changes the running plan instead of starting a second one, and keeps its date once begun', async () => {
    const { db } = database;
    const later = new Date('2026-12-02T10:00:00Z');
    expect(await savePlan(db, 'p1', { ...plan, quitDate: '2026-12-03' }, later)).toEqual({ ok: false, field: 'quitDate', problem: 'past' });
    const changed = await savePlan(db, 'p1', { ...plan, nrt: 'combination', strategies: ['water', 'walk'] }, later);
    expect(changed.ok && changed.attempt.nrt).toBe('combination');
    expect(await attemptHistory(db, 'p1')).toHaveLength(1);
  });

  it('allows one running attempt per person', async () => {
    const { db } = database;
    await expect(db.insert(quitAttempt).values({ id: 'second', userId: 'p1', quitDate: '2026-12-10', timeZone: 'UTC', triggers: [], strategies: [], nrt: 'none' })).rejects.toThrow();
  });

  it('keeps one check-in per local day, changeable for a week, never for a day to come', async () => {
    const { db } = database;
    const now = new Date('2026-12-02T23:30:00Z'); // already 3 December in Berlin (UTC+1)
    const input = { day: '2026-12-03', timeZone: 'Europe/Berlin', smokeFree: true, cravings: 4, cravingStrength: 6, mood: 4 };
    expect(await saveCheckIn(db, 'p1', input, now)).toEqual({ ok: true });
    expect(await saveCheckIn(db, 'p1', { ...input, cravings: 2, note: 'Better' }, now)).toEqual({ ok: true });
    expect(await saveCheckIn(db, 'p1', { ...input, day: '2026-12-04' }, now)).toEqual({ ok: false, field: 'day', problem: 'future' });
    expect(await saveCheckIn(db, 'p1', { ...input, day: '2026-11-25' }, now)).toEqual({ ok: false, field: 'day', problem: 'tooOld' });
    expect(await saveCheckIn(db, 'p1', { ...input, day: '2026-11-26', smokeFree: false }, now)).toEqual({ ok: true });
    const recent = await recentCheckIns(db, 'p1', '2026-12-03', 14);
    expect(recent.map((c) => [c.day, c.cravings, c.smokeFree, c.note])).toEqual([
      ['2026-12-03', 2, true, 'Better'],
      ['2026-11-26', 4, false, null],
    ]);
  });

  it('counts days on the plan’s calendar for someone travelling', async () => {
    const { db } = database;
    // 22:00 in New York on 2 December is already 3 December in Berlin, the plan's zone: the
    // programme page offers 3 December, and that is the day the check-in is for.
    const evening = new Date('2026-12-03T03:00:00Z');
    const input = { day: '2026-12-03', timeZone: 'America/New_York', smokeFree: true, cravings: 1, cravingStrength: 2, mood: 5 };
    expect(await saveCheckIn(db, 'p1', input, evening)).toEqual({ ok: true });
    expect(await saveCheckIn(db, 'p1', { ...input, day: '2026-12-04' }, evening)).toEqual({ ok: false, field: 'day', problem: 'future' });
    // Tokyo is a day ahead of Berlin at 16:00 UTC: its own today may be checked in too.
    expect(await saveCheckIn(db, 'p1', { ...input, day: '2026-12-04', timeZone: 'Asia/Tokyo' }, new Date('2026-12-03T16:00:00Z'))).toEqual({ ok: true });
    // The quit began on 30 November in Berlin: from Honolulu, where it is still 29 November, its
    // date cannot be moved, and the plan keeps Berlin's zone.
    const fromHonolulu = { ...plan, timeZone: 'Pacific/Honolulu' };
    expect(await savePlan(db, 'p1', { ...fromHonolulu, quitDate: '2026-12-01' }, new Date('2026-11-30T09:00:00Z'))).toEqual({ ok: false, field: 'quitDate', problem: 'past' });
    const kept = await savePlan(db, 'p1', fromHonolulu, new Date('2026-11-30T09:00:00Z'));
    expect(kept.ok && [kept.attempt.quitDate, kept.attempt.timeZone]).toEqual(['2026-11-30', 'Europe/Berlin']);
    await db.delete(checkIn).where(eq(checkIn.userId, 'p1'));
  });

  it('refuses a quit date no calendar has', async () => {
    expect(await savePlan(database.db, 'p1', { ...plan, quitDate: '2026-02-30' }, new Date('2026-01-10T10:00:00Z'))).toEqual({ ok: false, field: 'quitDate', problem: 'invalidDate' });
  });

  it('starts again: the running attempt ends and stays in the history, a new one can begin', async () => {
    const { db } = database;
    expect(await restartAttempt(db, 'p1', new Date('2026-12-05T10:00:00Z'))).toBe(true);
    expect(await activeAttempt(db, 'p1')).toBeNull();
    expect(await restartAttempt(db, 'p1')).toBe(false);
    const again = await savePlan(db, 'p1', { ...plan, quitDate: '2026-12-06' }, new Date('2026-12-05T10:00:00Z'));
    expect(again.ok).toBe(true);
    const history = await attemptHistory(db, 'p1');
    expect(history.map((a) => [a.quitDate, a.endReason])).toEqual([
      ['2026-12-06', null],
      ['2026-11-30', 'restart'],
    ]);
  });

  it('goes with the account', async () => {
    const { db } = database;
    await db.delete(user).where(eq(user.id, 'p1'));
    expect(await db.select().from(quitAttempt)).toEqual([]);
    expect(await db.select().from(checkIn)).toEqual([]);
  });
});
