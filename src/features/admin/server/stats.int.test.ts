import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { checkIn, milestone, purchase, quitAttempt, surveyResponse, testResult, user } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { seedDemo } from './demo-seed';
import { dashboardStats, periodFrom, recentDashboardStats } from './stats';

// The dashboard's figures, computed by the database, against the same figures counted here row by
// row from the demo data set.

let database: Database;
const now = new Date('2026-06-15T16:20:00Z');

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db, { users: 400, days: 45, now, seed: 3 });
});
afterAll(async () => database?.close());

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe('dashboard figures on the demo data', () => {
  for (const days of ['7', '30', '90'] as const) {
    it(`agree with a count of the rows for the last ${days} days`, async () => {
      const { db } = database;
      const period = periodFrom({ days }, now);
      const inPeriod = (date: Date | null) => date !== null && dayOf(date) >= period.from && dayOf(date) <= period.to;
      const [users, surveys, tests, attempts, checkIns, milestones, purchases] = await Promise.all([
        db.select({ createdAt: user.createdAt }).from(user),
        db.select({ at: surveyResponse.completedAt }).from(surveyResponse),
        db.select({ at: testResult.completedAt }).from(testResult),
        db.select({ createdAt: quitAttempt.createdAt, endedAt: quitAttempt.endedAt, quitDate: quitAttempt.quitDate }).from(quitAttempt),
        db.select({ day: checkIn.day, smokeFree: checkIn.smokeFree }).from(checkIn),
        db.select({ userId: milestone.userId, kind: milestone.kind, reachedAt: milestone.reachedAt }).from(milestone),
        db.select({ currency: purchase.currency, status: purchase.status, amountMinor: purchase.amountMinor, paidAt: purchase.paidAt }).from(purchase),
      ]);
      const stats = await dashboardStats(db, period, now);

      expect(stats.totals).toEqual({
        users: users.length,
        signUps: users.filter((u) => inPeriod(u.createdAt)).length,
        surveys: surveys.filter((s) => inPeriod(s.at)).length,
        tests: tests.filter((s) => inPeriod(s.at)).length,
        attemptsStarted: attempts.filter((a) => inPeriod(a.createdAt)).length,
        attemptsRunning: attempts.filter((a) => a.endedAt === null && a.quitDate <= dayOf(now)).length,
        checkIns: checkIns.filter((c) => c.day >= period.from && c.day <= period.to).length,
      });
      expect(stats.daily).toHaveLength(Number(days));
      for (const point of stats.daily) {
        const those = checkIns.filter((c) => c.day === point.day);
        expect(point).toEqual({ day: point.day, signUps: users.filter((u) => dayOf(u.createdAt) === point.day).length, checkIns: those.length, smokeFree: those.filter((c) => c.smokeFree).length });
      }
      const people = new Map<string, Set<string>>();
      for (const m of milestones.filter((m) => inPeriod(m.reachedAt))) people.set(m.kind, (people.get(m.kind) ?? new Set()).add(m.userId));
      expect(Object.fromEntries(stats.milestones.map((m) => [m.kind, m.people]))).toEqual(Object.fromEntries([...people].map(([kind, set]) => [kind, set.size])));
      const sold = purchases.filter((p) => inPeriod(p.paidAt) && ['paid', 'refunded', 'disputed'].includes(p.status));
      const currencies = [...new Set(sold.map((p) => p.currency))].sort();
      expect(stats.revenue).toEqual(
        currencies.map((currency) => ({
          currency,
          purchases: sold.filter((p) => p.currency === currency).length,
          amountMinor: sold.filter((p) => p.currency === currency && p.status === 'paid').reduce((n, p) => n + p.amountMinor, 0),
          refunds: sold.filter((p) => p.currency === currency && p.status !== 'paid').length,
        })),
      );
      if (days !== '7') expect(stats.totals.signUps).toBeGreaterThan(0);
    });
  }

  it('count UTC days whatever time zone the database session has', async () => {
    const { db } = database;
    const period = periodFrom({ days: '30' }, now);
    const expected = await dashboardStats(db, period, now);
    // PGlite's one connection keeps the setting; on a pool it is reset below in any case.
    await db.execute(sql`set time zone 'Pacific/Kiritimati'`);
    try {
      const stats = await dashboardStats(db, period, now);
      expect(stats.totals).toEqual(expected.totals);
      expect(stats.daily).toEqual(expected.daily);
      expect(stats.daily.reduce((n, d) => n + d.signUps, 0)).toBe(stats.totals.signUps);
      expect(stats.milestones).toEqual(expected.milestones);
    } finally {
      await db.execute(sql`set time zone 'UTC'`);
    }
  });

  it('are counted again after 30 seconds in the background, once for requests that come together', async () => {
    const { db } = database;
    const period = periodFrom({ days: '30' }, now);
    const [a, b] = await Promise.all([recentDashboardStats(db, period, now), recentDashboardStats(db, period, new Date(now.getTime() + 1_000))]);
    expect(b).toBe(a);
    expect(a.computedAt).toEqual(now);
    expect(await recentDashboardStats(db, period, new Date(now.getTime() + 29_000))).toBe(a);
    // Older than 30 s: the figures shown are the kept ones while the new count runs, then the new ones.
    const later = new Date(now.getTime() + 31_000);
    expect(await recentDashboardStats(db, period, later)).toBe(a);
    await expect.poll(async () => (await recentDashboardStats(db, period, new Date(later.getTime() + 1_000))).computedAt).toEqual(later);
    // Older than ten minutes: the visit waits for a new count.
    const much = new Date(later.getTime() + 11 * 60_000);
    expect((await recentDashboardStats(db, period, much)).computedAt).toEqual(much);
  });
});
