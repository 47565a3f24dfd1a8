import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { checkIn } from '@/db/schema';
import { EDITABLE_DAYS, type CheckInInput } from '../check-in';
import { addDays } from '../plan';
import { localDay } from '../progress';

export type CheckIn = typeof checkIn.$inferSelect;

/**
 * Records (or changes) the check-in of a day: not a day still to come in the person's time zone,
 * nor one more than a week ago.
 */
export async function saveCheckIn(db: Db, userId: string, input: CheckInInput, now = new Date()): Promise<{ ok: true } | { ok: false; field: 'day'; problem: 'future' | 'tooOld' }> {
  const today = localDay(now, input.timeZone);
  if (input.day > today) return { ok: false, field: 'day', problem: 'future' };
  if (input.day < addDays(today, -EDITABLE_DAYS)) return { ok: false, field: 'day', problem: 'tooOld' };
  const values = { smokeFree: input.smokeFree, cravings: input.cravings, cravingStrength: input.cravingStrength, mood: input.mood, note: input.note || null };
  await db
    .insert(checkIn)
    .values({ id: randomUUID(), userId, day: input.day, ...values })
    .onConflictDoUpdate({ target: [checkIn.userId, checkIn.day], set: { ...values, updatedAt: new Date() } });
  return { ok: true };
}

/** The check-ins of the last `days` days up to `today`, newest first. */
export async function recentCheckIns(db: Db, userId: string, today: string, days = 30): Promise<CheckIn[]> {
  return db
    .select()
    .from(checkIn)
    .where(and(eq(checkIn.userId, userId), gte(checkIn.day, addDays(today, -(days - 1)))))
    .orderBy(desc(checkIn.day));
}
