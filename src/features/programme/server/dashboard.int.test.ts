import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { user } from '@/db/schema';
import { saveSurvey, saveTest } from '@/features/survey/server/store';
import { testDatabase } from '../../../../test/database';
import { saveCheckIn } from './check-in-store';
import { loadDashboard } from './dashboard';
import { saveCraving, saveSlip } from './log-store';
import { restartAttempt, savePlan } from './plan-store';
import { markStep } from './steps-store';

let database: Database;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const zone = 'America/New_York';

beforeAll(async () => {
  database = await testDatabase();
  const { db } = database;
  await db.insert(user).values({ id: 'd1', name: 'Dana', email: 'd1@example.test' });
  await saveSurvey(db, 'd1', uuid(1), { mtss: 6, importance: 9, confidence: 5, reasons: ['health', 'other'], reasonOther: 'My daughter', triggers: ['coffee', 'stress'], triggerOther: undefined, pastAttempts: 'one', helped: [] }, new Date('2026-11-01T10:00:00Z'));
  await saveTest(db, 'd1', uuid(2), { answers: { firstCigarette: 'within30', forbiddenPlaces: 'no', hateToGiveUp: 'firstMorning', perDay: 'from11to20', morningMore: 'no', whenIll: 'no' }, profile: { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 800, currency: 'USD', yearsSmoked: 8 } }, new Date('2026-11-01T10:05:00Z'));
  // An earlier attempt with a slip, ended by a restart: its slip is not the running attempt's.
  await savePlan(db, 'd1', { quitDate: '2026-11-02', timeZone: zone, triggers: ['coffee'], strategies: ['walk'], nrt: 'none' }, new Date('2026-11-02T15:00:00Z'));
  await saveSlip(db, 'd1', { id: uuid(3), occurredAt: '2026-11-03T15:00:00.000Z', cigarettes: 5, trigger: 'social', timeZone: zone }, new Date('2026-11-04T15:00:00Z'));
  await restartAttempt(db, 'd1', new Date('2026-11-05T15:00:00Z'));
  await savePlan(db, 'd1', { quitDate: '2026-11-20', timeZone: zone, triggers: ['coffee', 'stress'], strategies: ['walk', 'breathing'], nrt: 'patch' }, new Date('2026-11-19T15:00:00Z'));
  const day3 = new Date('2026-11-22T15:00:00Z');
  await saveSlip(db, 'd1', { id: uuid(4), occurredAt: '2026-11-21T23:00:00.000Z', cigarettes: 2, trigger: 'alcohol', timeZone: zone }, day3);
  await saveCraving(db, 'd1', { id: uuid(5), trigger: 'coffee', strengthBefore: 8, strengthAfter: 3, passed: true, withSos: true, timeZone: zone }, new Date('2026-11-22T13:00:00Z'));
  await saveCheckIn(db, 'd1', { day: '2026-11-22', timeZone: zone, smokeFree: true, cravings: 3, cravingStrength: 6, mood: 4 }, day3);
  await saveCheckIn(db, 'd1', { day: '2026-11-16', timeZone: zone, smokeFree: false, cravings: 9, cravingStrength: 9, mood: 2 }, new Date('2026-11-17T15:00:00Z'));
  await markStep(db, 'd1', { day: 2, done: true }, day3);
});
afterAll(async () => database?.close());

describe('the programme page’s data', () => {
  it('comes in one answer: the running attempt, its slips, the fortnight’s check-ins, the log, steps and milestones', async () => {
    const { db } = database;
    const data = await loadDashboard(db, { id: 'd1', name: 'Dana' }, 'de', new Date('2026-11-22T15:00:00Z'), 2);
    expect(data.name).toBe('Dana');
    expect(data.today).toBe('2026-11-22');
    expect(data.attempt).toMatchObject({ quitDate: '2026-11-20', timeZone: zone, quitStart: '2026-11-20T05:00:00.000Z', started: true, nrt: 'patch', triggers: ['coffee', 'stress'] });
    expect(data.attempts.map((a) => [a.quitDate, a.endedAt])).toEqual([
      ['2026-11-20', null],
      ['2026-11-02', '2026-11-05T15:00:00.000Z'],
    ]);
    expect(data.profile).toEqual({ cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 800, currency: 'USD' });
    expect(data.reasons).toEqual([{ key: 'health' }, { key: 'other', text: 'My daughter' }]);
    expect(data.surveyTriggers).toEqual(['coffee', 'stress']);
    expect(data.slips).toEqual([{ id: uuid(4), occurredAt: '2026-11-21T23:00:00.000Z', cigarettes: 2, trigger: 'alcohol' }]);
    expect(data.checkIns.map((c) => [c.day, c.smokeFree, c.cravings])).toEqual([
      ['2026-11-22', true, 3],
      ['2026-11-16', false, 9],
    ]);
    expect(data.insights).toMatchObject({ total: 1, passed: 1, sos: { count: 1, before: 8, after: 3 } });
    expect(data.insights.byBlock[2]).toBe(1); // 08:00 in New York
    expect(data.steps).toMatchObject({ opened: 3, done: [2], locked: [] });
    expect(data.steps.current).toMatchObject({ day: 2, state: 'ok' });
    expect(data.steps.current!.content!.title.length).toBeGreaterThan(0);
    expect(Object.keys(data.steps.titles)).toHaveLength(21);
    expect(data.milestones.map((m) => m.kind)).toEqual(['day1']);
  });

  it('shows today’s step unless an open earlier one is asked for, and records milestones as they come', async () => {
    const { db } = database;
    const later = await loadDashboard(db, { id: 'd1', name: 'Dana' }, 'en', new Date('2026-11-28T15:00:00Z'), 12);
    expect(later.steps.current?.day).toBe(9);
    expect(later.milestones.map((m) => m.kind)).toEqual(['day1', 'days3', 'week1']);
    expect(later.checkIns.map((c) => c.day)).toEqual(['2026-11-22', '2026-11-16']);
    const again = await loadDashboard(db, { id: 'd1', name: 'Dana' }, 'en', new Date('2026-11-28T16:00:00Z'));
    expect(again.milestones).toEqual(later.milestones);
  });

  it('without an attempt: no steps, no check-ins', async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'd2', name: 'Eli', email: 'd2@example.test' });
    const data = await loadDashboard(db, { id: 'd2', name: 'Eli' }, 'fr', new Date('2026-11-22T15:00:00Z'));
    expect(data).toMatchObject({ attempt: null, attempts: [], profile: null, reasons: [], slips: [], checkIns: [], milestones: [], steps: { opened: 0, current: null, done: [] } });
  });
});
