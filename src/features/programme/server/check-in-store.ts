import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { checkIn } from '@/db/schema';
import { EDITABLE_DAYS, type CheckInInput } from '../check-in';
import { addDays } from '../plan';
import { localDay } from '../progress';
import { activeAttempt } from './plan-store';

export type CheckIn = typeof checkIn.$inferSelect;

/**
 * Records (or changes) the check-in of a day: not a day still to come, nor one more than a week
 * ago. Days are the plan's (its time zone is the one the programme page counts in); someone
 * travelling whose own clock is already on the next day may check that one in too.
 */
export async function saveCheckIn(db: Db, userId: string, input: CheckInInput, now = new Date()): Promise<{ ok: true } | { ok: false; field: 'day'; problem: 'future' | 'tooOld' }> {
  const planZone = (await activeAttempt(db, userId))?.timeZone ?? input.timeZone;
  const today = localDay(now, planZone);
  const browserToday = localDay(now, input.timeZone);
  if (input.day > (browserToday > today ? browserToday : today)) return { ok: false, field: 'day', problem: 'future' };
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
