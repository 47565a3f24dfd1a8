import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { quitAttempt } from '@/db/schema';
import { isCalendarDay } from '@/lib/calendar-day';
import { localDay } from '../progress';
import { quitDateProblem, type PlanInput } from '../plan';

export type Attempt = typeof quitAttempt.$inferSelect;

export async function activeAttempt(db: Db, userId: string): Promise<Attempt | null> {
  const [row] = await db.select().from(quitAttempt).where(and(eq(quitAttempt.userId, userId), isNull(quitAttempt.endedAt))).limit(1);
  return row ?? null;
}

export async function attemptHistory(db: Db, userId: string): Promise<Attempt[]> {
  return db.select().from(quitAttempt).where(eq(quitAttempt.userId, userId)).orderBy(desc(quitAttempt.createdAt)).limit(100);
}

export type SavePlanResult = { ok: true; attempt: Attempt } | { ok: false; field: 'quitDate'; problem: 'past' | 'tooFar' | 'invalidDate' };

/**
 * Starts a plan, or changes the running one (its strategies and replacement plan; its date only
 * while the quit has not begun). The date is checked against the person's own calendar day.
 */
export async function savePlan(db: Db, userId: string, plan: PlanInput, now = new Date()): Promise<SavePlanResult> {
  const today = localDay(now, plan.timeZone);
  if (!isCalendarDay(plan.quitDate)) return { ok: false, field: 'quitDate', problem: 'invalidDate' };
  const current = await activeAttempt(db, userId);
  // Whether the running quit has begun is read on its own calendar, wherever the person is now.
  const locked = current && current.quitDate <= localDay(now, current.timeZone) ? current.quitDate : undefined;
  const problem = locked ? (plan.quitDate === locked ? null : 'past') : quitDateProblem(plan.quitDate, today);
  if (problem) return { ok: false, field: 'quitDate', problem };
  const values = { quitDate: plan.quitDate, timeZone: current && locked ? current.timeZone : plan.timeZone, triggers: plan.triggers, strategies: plan.strategies, nrt: plan.nrt };
  if (current) {
    const [attempt] = await db.update(quitAttempt).set(values).where(eq(quitAttempt.id, current.id)).returning();
    return { ok: true, attempt: attempt! };
  }
  const [attempt] = await db
    .insert(quitAttempt)
    .values({ id: randomUUID(), userId, ...values })
    .returning();
  return { ok: true, attempt: attempt! };
}

/**
 * Ends the running attempt so a new one can begin with a new quit date. The attempt stays in the
 * history (a restart is part of quitting, not a failure); check-ins and slips are kept.
 */
export async function restartAttempt(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const ended = await db
    .update(quitAttempt)
    .set({ endedAt: now, endReason: 'restart' })
    .where(and(eq(quitAttempt.userId, userId), isNull(quitAttempt.endedAt)))
    .returning({ id: quitAttempt.id });
  return ended.length > 0;
}
