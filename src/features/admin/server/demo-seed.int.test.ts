import { and, asc, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { certificate, challenge, checkIn, craving, milestone, purchase, quitAttempt, slip, surveyResponse, testResult, user } from '@/db/schema';
import { checkInSchema } from '@/features/programme/check-in';
import { cravingSchema, slipSchema } from '@/features/programme/log';
import { planSchema } from '@/features/programme/plan';
import { DEFAULT_PRICES, parsePrices } from '@/features/purchases/prices';
import { ftndAnswersSchema, surveyAnswersSchema } from '@/features/survey/answers';
import { ftndBand, ftndScore } from '@/features/survey/instruments';
import { locales } from '@/i18n/locales';
import { testDatabase } from '../../../../test/database';
import { DemoDataPresentError, SEEDED_TABLES, seedDemo, type SeedSummary } from './demo-seed';

let database: Database;
// A fixed moment before any real clock this runs on: a row stamped by the database's now() would
// show up as "after now".
const now = new Date('2026-06-15T16:20:00Z');
const DAYS = 30;
const options = { users: 300, days: DAYS, now, seed: 7 };
const demo = like(user.email, '%@demo.exhale.invalid');
const demoUsers = () => database.db.select({ id: user.id }).from(user).where(demo);
let first: SeedSummary;

beforeAll(async () => {
  database = await testDatabase();
  // A real account with a purchase: a reset must leave both alone.
  const before = new Date(now.getTime() - 100 * 86_400_000);
  await database.db.insert(user).values({ id: 'real', name: 'Real Person', email: 'real@example.test', locale: 'de', createdAt: before, updatedAt: before });
  await database.db
    .insert(purchase)
    .values({ id: 'real-purchase', reference: 'EX-REAL-0001', userId: 'real', provider: 'test', currency: 'EUR', amountMinor: 1900, status: 'paid', locale: 'de', createdAt: before, paidAt: before });
  first = await seedDemo(database.db, options);
});
afterAll(async () => database?.close());

describe('demo data', () => {
  it('has the users asked for, in all nine languages, signed up within the period', async () => {
    expect(first).toMatchObject({ removedUsers: 0, counts: { user: 300 } });
    const rows = await database.db.select({ locale: user.locale, createdAt: user.createdAt }).from(user).where(demo);
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.locale))).toEqual(new Set(locales));
    const times = rows.map((r) => r.createdAt.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - DAYS * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    // More people on recent days than at the start.
    const half = now.getTime() - (DAYS / 2) * 86_400_000;
    expect(times.filter((t) => t >= half).length).toBeGreaterThan(times.filter((t) => t < half).length);
  });

  it('stamps no row of any table with a time after now', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await database.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'timestamp with time zone' and table_name in ${SEEDED_TABLES}`),
    );
    expect(columns.length).toBeGreaterThan(30);
    for (const { table_name, column_name } of columns) {
      const [row] = rowsOf<{ late: number | string }>(
        await database.db.execute(sql`select count(*) as late from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} > ${now.toISOString()}`),
      );
      expect(Number(row!.late), `${table_name}.${column_name}`).toBe(0);
    }
  });

  it('has purchases in at least three currencies at the default prices, paid ones with their payment time', async () => {
    const rows = await database.db.select().from(purchase).where(inArray(purchase.userId, demoUsers()));
    const prices = parsePrices(DEFAULT_PRICES);
    if (!prices.ok) throw new Error(prices.problem);
    expect(new Set(rows.map((r) => r.currency)).size).toBeGreaterThanOrEqual(3);
    const buyers = new Set(rows.map((r) => r.userId)).size;
    expect(buyers / 300).toBeGreaterThan(0.06);
    expect(buyers / 300).toBeLessThan(0.18);
    expect(rows.filter((r) => r.status === 'paid').length).toBeGreaterThan(rows.length / 2);
    for (const row of rows) {
      expect(row.amountMinor).toBe(prices.prices[row.currency as keyof typeof prices.prices]);
      expect(row.provider).toBe('test');
      expect(row.reference).toMatch(/^EX-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      if (row.status === 'paid') expect(row).toMatchObject({ paidAt: expect.any(Date), revokedAt: null });
      if (row.status === 'refunded' || row.status === 'disputed') expect(row.revokedAt!.getTime()).toBeGreaterThan(row.paidAt!.getTime());
      if (row.status === 'pending' || row.status === 'declined') expect(row.paidAt).toBeNull();
      if (row.paidAt) expect(row.paidAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    }
  });

  it('has check-ins and milestones only of people with a quit attempt, each milestone with its certificate', async () => {
    const { db } = database;
    const [checkIns] = await db.select({ n: count() }).from(checkIn).where(inArray(checkIn.userId, demoUsers()));
    const [milestones] = await db.select({ n: count() }).from(milestone).where(inArray(milestone.userId, demoUsers()));
    expect(checkIns!.n).toBeGreaterThan(100);
    expect(milestones!.n).toBeGreaterThan(20);

    const attempts = await db.select({ userId: quitAttempt.userId, quitDate: quitAttempt.quitDate }).from(quitAttempt);
    const firstQuit = new Map<string, string>();
    for (const a of attempts) if (!firstQuit.has(a.userId) || a.quitDate < firstQuit.get(a.userId)!) firstQuit.set(a.userId, a.quitDate);
    for (const row of await db.select({ userId: checkIn.userId, day: checkIn.day }).from(checkIn)) {
      expect(firstQuit.has(row.userId)).toBe(true);
      expect(row.day >= firstQuit.get(row.userId)!).toBe(true);
    }
    // Each milestone was reached in one of its owner's own attempts.
    const foreign = await db
      .select({ id: milestone.id })
      .from(milestone)
      .leftJoin(quitAttempt, and(eq(quitAttempt.id, milestone.attemptId), eq(quitAttempt.userId, milestone.userId)))
      .where(isNull(quitAttempt.id));
    expect(foreign).toEqual([]);
    const certificates = await db.select({ id: certificate.id, milestoneId: certificate.milestoneId }).from(certificate);
    expect(certificates).toHaveLength(milestones!.n);
    for (const c of certificates) expect(c.id).toMatch(/^[\w-]{22}$/);
  });

  it('answers surveys, tests, plans and logs as the app’s own checks accept them', async () => {
    const { db } = database;
    const timeZone = 'UTC';
    for (const row of await db.select().from(surveyResponse)) {
      const parsed = surveyAnswersSchema.safeParse(row.answers);
      expect(parsed.error).toBeUndefined();
      expect(parsed.data).toMatchObject({ mtss: row.mtss, importance: row.importance, confidence: row.confidence });
    }
    for (const row of await db.select().from(testResult)) {
      const answers = ftndAnswersSchema.parse(row.answers);
      expect(ftndScore(answers)).toBe(row.score);
      expect(ftndBand(row.score)).toBe(row.band);
    }
    for (const row of await db.select().from(quitAttempt)) expect(planSchema.safeParse(row).error).toBeUndefined();
    for (const row of await db.select().from(checkIn)) expect(checkInSchema.safeParse({ ...row, timeZone, note: row.note ?? undefined }).error).toBeUndefined();
    for (const row of await db.select().from(craving)) expect(cravingSchema.safeParse({ ...row, timeZone }).error).toBeUndefined();
    for (const row of await db.select().from(slip)) expect(slipSchema.safeParse({ ...row, occurredAt: row.occurredAt.toISOString(), note: row.note ?? undefined, timeZone }).error).toBeUndefined();
  });

  it('refuses a second run; with reset it replaces the demo data, the same again for the same seed', async () => {
    const { db } = database;
    const snapshot = () => db.select({ email: user.email, locale: user.locale, createdAt: user.createdAt }).from(user).where(demo).orderBy(asc(user.email));
    const before = await snapshot();
    await expect(seedDemo(db, options)).rejects.toBeInstanceOf(DemoDataPresentError);
    expect(await snapshot()).toHaveLength(300);

    const again = await seedDemo(db, { ...options, reset: true });
    expect(again.removedUsers).toBe(300);
    expect(again.counts).toEqual(first.counts);
    expect(await snapshot()).toEqual(before);
    // Nothing of the first set is left behind without its person, and the real account is untouched.
    expect(await db.select({ id: purchase.id }).from(purchase).where(isNull(purchase.userId))).toEqual([]);
    expect(await db.select({ id: challenge.id }).from(challenge).where(isNull(challenge.creatorId))).toEqual([]);
    expect(await db.select({ id: user.id }).from(user).where(eq(user.id, 'real'))).toHaveLength(1);
    expect(await db.select({ id: purchase.id }).from(purchase).where(eq(purchase.userId, 'real'))).toEqual([{ id: 'real-purchase' }]);
  });
});
