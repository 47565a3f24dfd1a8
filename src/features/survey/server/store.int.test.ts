import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { smokingProfile, surveyResponse, testResult, user } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { completionTime, latestTest, profileOf, saveSurvey, saveTest, surveyHistory } from './store';

let database: Database;
const answers = { mtss: 5, importance: 8, confidence: 4, reasons: ['money' as const], reasonOther: undefined, triggers: ['stress' as const], triggerOther: undefined, pastAttempts: 'one' as const, helped: ['nrt' as const] };
const submission = {
  answers: { firstCigarette: 'within30', forbiddenPlaces: 'no', hateToGiveUp: 'firstMorning', perDay: 'from11to20', morningMore: 'yes', whenIll: 'no' } as const,
  profile: { cigarettesPerDay: 15, cigarettesPerPack: 20, packPriceMinor: 900, currency: 'EUR' as const, yearsSmoked: 10 },
};

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.test' });
});
afterAll(async () => database?.close());

describe('survey and test store', () => {
  it('keeps each survey with its date, once per id', async () => {
    const { db } = database;
    await saveSurvey(db, 'u1', '00000000-0000-4000-8000-000000000001', answers, new Date('2026-11-01T10:00:00Z'));
    await saveSurvey(db, 'u1', '00000000-0000-4000-8000-000000000001', answers, new Date('2026-11-01T10:00:00Z'));
    await saveSurvey(db, 'u1', '00000000-0000-4000-8000-000000000002', { ...answers, mtss: 7 }, new Date('2026-11-20T10:00:00Z'));
    const history = await surveyHistory(db, 'u1');
    expect(history.map((s) => s.mtss)).toEqual([7, 5]);
  });

  it('scores a test and keeps the smoking profile, the latest answers winning', async () => {
    const { db } = database;
    expect(await saveTest(db, 'u1', '00000000-0000-4000-8000-000000000003', submission, new Date('2026-11-02T10:00:00Z'))).toEqual({ score: 5, band: 'medium' });
    await saveTest(db, 'u1', '00000000-0000-4000-8000-000000000004', { ...submission, profile: { ...submission.profile, cigarettesPerDay: 25 } }, new Date('2026-11-03T10:00:00Z'));
    expect((await latestTest(db, 'u1'))?.id).toBe('00000000-0000-4000-8000-000000000004');
    expect((await profileOf(db, 'u1'))?.cigarettesPerDay).toBe(25);
  });

  it('goes with the account', async () => {
    const { db } = database;
    await db.delete(user).where(eq(user.id, 'u1'));
    expect(await db.select().from(surveyResponse)).toEqual([]);
    expect(await db.select().from(testResult)).toEqual([]);
    expect(await db.select().from(smokingProfile)).toEqual([]);
  });

  it('takes the browser’s completion time only when plausible', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(completionTime('2026-11-22T08:00:00Z', now).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(completionTime('2026-11-24T12:00:00Z', now)).toBe(now);
    expect(completionTime('2025-01-01T00:00:00Z', now)).toBe(now);
    expect(completionTime(undefined, now)).toBe(now);
  });
});
