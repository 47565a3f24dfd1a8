import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { pushSubscription, reminderSetting } from '@/db/schema';
import { DEFAULT_SETTINGS, type ReminderSettings, type SubscriptionInput } from '../settings';

/** A person's reminder choices (nothing switched on until they choose). */
export async function reminderSettingsOf(db: Db, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSetting).where(eq(reminderSetting.userId, userId));
  return row ? { daily: row.daily, dailyTime: row.dailyTime, programme: row.programme } : { ...DEFAULT_SETTINGS };
}

/** Saves the choices; the scheduler looks at them at its next round. */
export async function saveReminderSettings(db: Db, userId: string, settings: ReminderSettings, now = new Date()): Promise<void> {
  const values = { ...settings, nextCheckAt: now, updatedAt: now };
  await db.insert(reminderSetting).values({ userId, ...values }).onConflictDoUpdate({ target: reminderSetting.userId, set: values });
}

/**
 * Keeps a browser's push subscription. A browser has one endpoint: when someone else signs in on
 * it and turns notifications on, the endpoint becomes theirs.
 */
export async function savePushSubscription(db: Db, userId: string, input: SubscriptionInput): Promise<void> {
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, locale: input.locale };
  await db
    .insert(pushSubscription)
    .values({ id: crypto.randomUUID(), endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscription.endpoint, set: { ...values, createdAt: sql`now()` } });
}

/** Forgets one of the person's own subscriptions (another person's endpoint is left alone). */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscription).where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)));
}

/** How many people's reminders are due and not yet looked at by a round (GET /api/metrics). */
export async function reminderBacklog(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reminderSetting).where(sql`${reminderSetting.nextCheckAt} <= ${now.toISOString()}::timestamptz`);
  return Number(row?.n ?? 0);
}
