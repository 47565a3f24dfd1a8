import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { account, emailPreference, quitAttempt, reminderSetting, user } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { accountRow } from './account-overview';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'p1', name: 'Robin', email: 'p1@example.test' },
    { id: 'p2', name: 'Sam', email: 'p2@example.test' },
  ]);
});
afterAll(async () => database?.close());

describe('the account page data', () => {
  it('is nothing chosen yet for a new person', async () => {
    expect(await accountRow(database.db, 'p2')).toEqual({ person: { name: 'Sam', email: 'p2@example.test', emailVerified: false, locale: 'en' }, accounts: [], preferences: null, reminders: null, timeZone: null });
    expect((await accountRow(database.db, 'gone')).person).toBeNull();
  });

  it('holds sign-in methods, email and reminder choices and the running plan’s time zone, of this person only', async () => {
    const { db } = database;
    await db.insert(account).values([
      { id: 'a1', accountId: 'p1', providerId: 'credential', userId: 'p1', password: 'hash' },
      { id: 'a2', accountId: 'google-sub', providerId: 'google', userId: 'p1' },
      { id: 'a3', accountId: 'p2', providerId: 'credential', userId: 'p2', password: 'hash' },
    ]);
    await db.insert(emailPreference).values({ userId: 'p1', certificates: false, challenges: true, reminders: false, news: true });
    await db.insert(reminderSetting).values({ userId: 'p1', daily: true, dailyTime: '07:30', programme: false });
    await db.insert(quitAttempt).values([
      { id: 'old', userId: 'p1', quitDate: '2026-10-01', timeZone: 'Europe/Paris', triggers: [], strategies: [], nrt: 'none', endedAt: new Date('2026-10-20T00:00:00Z') },
      { id: 'now', userId: 'p1', quitDate: '2026-11-01', timeZone: 'America/New_York', triggers: [], strategies: [], nrt: 'none' },
    ]);
    const row = await accountRow(db, 'p1');
    expect(row.accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    expect(row.accounts.find((a) => a.providerId === 'google')?.id).toBe('a2');
    expect(row).toMatchObject({
      preferences: { certificates: false, challenges: true, reminders: false, news: true },
      reminders: { daily: true, dailyTime: '07:30', programme: false },
      timeZone: 'America/New_York',
    });
    // Asked again: the prepared statement answers the same; a new name shows at once.
    expect(await accountRow(db, 'p1')).toEqual(row);
    await db.update(user).set({ name: 'Robin B.', locale: 'de' }).where(eq(user.id, 'p1'));
    expect((await accountRow(db, 'p1')).person).toEqual({ name: 'Robin B.', email: 'p1@example.test', emailVerified: false, locale: 'de' });
    expect((await accountRow(db, 'p2')).accounts).toEqual([{ id: 'a3', providerId: 'credential' }]);
  });
});
