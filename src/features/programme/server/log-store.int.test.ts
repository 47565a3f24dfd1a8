import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { craving, milestone, slip, stepProgress, user } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { STEP_COUNT } from '../steps';
import { cravingsSince, saveCraving, saveSlip, slipsOf } from './log-store';
import { milestonesOf, recordMilestones } from './milestone-store';
import { activeAttempt, restartAttempt, savePlan } from './plan-store';
import { markStep, stepsDone } from './steps-store';

let database: Database;
const quitDay = new Date('2026-11-30T08:00:00Z');
const plan = { quitDate: '2026-11-30', timeZone: 'Europe/Berlin', triggers: ['coffee' as const], strategies: ['water' as const], nrt: 'none' as const };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values({ id: 'l1', name: 'Lou', email: 'l1@example.test' });
  await savePlan(database.db, 'l1', plan, quitDay);
});
afterAll(async () => database?.close());

describe('craving log', () => {
  it('keeps each craving once with the hour on the person’s clock', async () => {
    const { db } = database;
    const input = { id: uuid(1), trigger: 'coffee' as const, strengthBefore: 8, strengthAfter: 3, passed: true, withSos: true, timeZone: 'Europe/Berlin' };
    await saveCraving(db, 'l1', input, new Date('2026-12-01T06:15:00Z'));
    await saveCraving(db, 'l1', input, new Date('2026-12-01T06:16:00Z')); // sent twice
    await saveCraving(db, 'l1', { ...input, id: uuid(2), strengthAfter: null, withSos: false, passed: false }, new Date('2026-12-01T20:00:00Z'));
    const logged = await cravingsSince(db, 'l1', new Date('2026-11-01T00:00:00Z'));
    expect(logged.map((c) => [c.localHour, c.strengthAfter, c.passed])).toEqual([
      [21, null, false],
      [7, 3, true],
    ]);
    expect(await cravingsSince(db, 'l1', new Date('2026-12-01T12:00:00Z'))).toHaveLength(1);
  });
});

describe('slips', () => {
  it('are recorded in the running attempt with their time, not before the quit day nor in the future', async () => {
    const { db } = database;
    const now = new Date('2026-12-02T12:00:00Z');
    const input = { id: uuid(10), occurredAt: '2026-12-01T19:30:00.000Z', cigarettes: 2, trigger: 'alcohol' as const, timeZone: 'Europe/Berlin' };
    expect(await saveSlip(db, 'l1', input, now)).toEqual({ ok: true });
    expect(await saveSlip(db, 'l1', input, now)).toEqual({ ok: true }); // the same slip again
    // 30 November begins at 23:00 UTC on the 29th in Berlin.
    expect(await saveSlip(db, 'l1', { ...input, id: uuid(11), occurredAt: '2026-11-29T22:59:00.000Z' }, now)).toEqual({ ok: false, field: 'occurredAt', problem: 'beforeQuit' });
    expect(await saveSlip(db, 'l1', { ...input, id: uuid(12), occurredAt: '2026-12-02T13:00:00.000Z' }, now)).toEqual({ ok: false, field: 'occurredAt', problem: 'future' });
    const attempt = await activeAttempt(db, 'l1');
    expect((await slipsOf(db, 'l1', attempt!.id)).map((s) => s.cigarettes)).toEqual([2]);
    expect(attempt!.endedAt).toBeNull(); // the attempt goes on
  });
});

describe('daily steps and milestones', () => {
  it('marks only open steps done, and can undo', async () => {
    const { db } = database;
    const thirdDay = new Date('2026-12-02T12:00:00Z');
    expect(await markStep(db, 'l1', { day: 3, done: true }, thirdDay)).toEqual({ ok: true });
    expect(await markStep(db, 'l1', { day: 4, done: true }, thirdDay)).toEqual({ ok: false, field: 'day', problem: 'locked' });
    expect(await markStep(db, 'l1', { day: 1, done: true }, thirdDay)).toEqual({ ok: true });
    expect(await markStep(db, 'l1', { day: 1, done: true }, thirdDay)).toEqual({ ok: true });
    expect([...(await stepsDone(db, 'l1')).keys()].sort()).toEqual([1, 3]);
    expect(await markStep(db, 'l1', { day: 3, done: false }, thirdDay)).toEqual({ ok: true });
    expect([...(await stepsDone(db, 'l1')).keys()]).toEqual([1]);
  });

  it('records each milestone once, from the attempt and the steps done', async () => {
    const { db } = database;
    const attempt = await activeAttempt(db, 'l1');
    const eightDaysIn = new Date('2026-12-08T12:00:00Z');
    const first = await recordMilestones(db, 'l1', attempt, await stepsDone(db, 'l1'), eightDaysIn);
    expect(first.map((m) => [m.kind, m.reachedAt.toISOString()])).toEqual([
      ['day1', '2026-11-30T23:00:00.000Z'],
      ['days3', '2026-12-02T23:00:00.000Z'],
      ['week1', '2026-12-06T23:00:00.000Z'],
    ]);
    await recordMilestones(db, 'l1', attempt, await stepsDone(db, 'l1'), eightDaysIn);
    expect(await db.select().from(milestone)).toHaveLength(3);

    // All steps done three weeks in: the programme is completed.
    const done = new Map(Array.from({ length: STEP_COUNT }, (_, i) => [i + 1, new Date(`2026-12-${String(Math.min(20, i + 1)).padStart(2, '0')}T10:00:00Z`)] as const));
    const later = await recordMilestones(db, 'l1', attempt, done, new Date('2026-12-21T12:00:00Z'));
    expect(later.map((m) => m.kind)).toEqual(['day1', 'days3', 'week1', 'weeks2', 'completed']);

    // After a restart, milestones already reached keep their first record.
    await restartAttempt(db, 'l1', new Date('2026-12-22T10:00:00Z'));
    await savePlan(db, 'l1', { ...plan, quitDate: '2026-12-23' }, new Date('2026-12-22T10:00:00Z'));
    const again = await recordMilestones(db, 'l1', await activeAttempt(db, 'l1'), done, new Date('2026-12-25T12:00:00Z'));
    expect(again.find((m) => m.kind === 'day1')!.reachedAt.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect((await milestonesOf(db, 'l1')).length).toBe(5);
  });

  it('goes with the account', async () => {
    const { db } = database;
    await db.delete(user).where(eq(user.id, 'l1'));
    for (const table of [craving, slip, stepProgress, milestone]) expect(await db.select().from(table)).toEqual([]);
  });
});
