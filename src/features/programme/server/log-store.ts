import 'server-only';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { craving, slip } from '@/db/schema';
import { cravingTime, localHour, type CravingInput, type SlipInput } from '../log';
import { startOfLocalDay } from '../progress';
import { activeAttempt } from './plan-store';

export type Craving = typeof craving.$inferSelect;
export type Slip = typeof slip.$inferSelect;

/**
 * Logs a craving at `now`, or when it was logged offline (the hour on the person's clock kept for
 * the insights). Sent twice, stored once: its id is the SOS's own.
 */
export async function saveCraving(db: Db, userId: string, input: CravingInput, now = new Date()): Promise<void> {
  const at = cravingTime(input.loggedAt, now);
  await db
    .insert(craving)
    .values({
      id: input.id,
      userId,
      occurredAt: at,
      localHour: localHour(at, input.timeZone),
      trigger: input.trigger,
      strengthBefore: input.strengthBefore,
      strengthAfter: input.strengthAfter,
      passed: input.passed,
      withSos: input.withSos,
    })
    .onConflictDoNothing();
}

/** The cravings logged since `since`, newest first. */
export async function cravingsSince(db: Db, userId: string, since: Date): Promise<Craving[]> {
  return db
    .select()
    .from(craving)
    .where(and(eq(craving.userId, userId), gte(craving.occurredAt, since)))
    .orderBy(desc(craving.occurredAt))
    .limit(2000);
}

export type SaveSlipResult = { ok: true } | { ok: false; field: 'occurredAt' | '_'; problem: 'future' | 'beforeQuit' | 'noAttempt' };

/**
 * Records a slip in the running attempt: not in the future, not before the quit day began. The
 * attempt goes on (a slip is not a relapse).
 */
export async function saveSlip(db: Db, userId: string, input: SlipInput, now = new Date()): Promise<SaveSlipResult> {
  const attempt = await activeAttempt(db, userId);
  if (!attempt) return { ok: false, field: '_', problem: 'noAttempt' };
  const at = new Date(input.occurredAt);
  // A minute's grace for clocks that run a little ahead of the server's.
  if (at.getTime() > now.getTime() + 60_000) return { ok: false, field: 'occurredAt', problem: 'future' };
  if (at.getTime() < startOfLocalDay(attempt.quitDate, attempt.timeZone).getTime()) return { ok: false, field: 'occurredAt', problem: 'beforeQuit' };
  await db
    .insert(slip)
    .values({ id: input.id, userId, attemptId: attempt.id, occurredAt: at, cigarettes: input.cigarettes, trigger: input.trigger, note: input.note || null })
    .onConflictDoNothing();
  return { ok: true };
}

/** The slips of an attempt, newest first. */
export async function slipsOf(db: Db, userId: string, attemptId: string): Promise<Slip[]> {
  return db
    .select()
    .from(slip)
    .where(and(eq(slip.userId, userId), eq(slip.attemptId, attemptId)))
    .orderBy(desc(slip.occurredAt))
    .limit(500);
}
