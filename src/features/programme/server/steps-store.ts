import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { stepProgress } from '@/db/schema';
import { paymentsMode } from '@/features/purchases/server/mode';
import { hasProgrammeAccess } from '@/features/purchases/server/purchase-store';
import { FREE_ENTITLEMENT, canOpenStep, type Entitlement } from '../access';
import { localDay } from '../progress';
import { STEP_COUNT, openedSteps } from '../steps';
import { activeAttempt } from './plan-store';

/** What the person is entitled to: everything while payments are off, else what they bought (decision 0017). */
export async function entitlementOf(db: Db, userId: string): Promise<Entitlement> {
  // With payments off everything is free: there is nothing to look up.
  if ((await paymentsMode()) === 'off') return FREE_ENTITLEMENT;
  return { paymentsOn: true, purchased: await hasProgrammeAccess(db, userId) };
}

/** The steps the person marked done: day → when. */
export async function stepsDone(db: Db, userId: string): Promise<Map<number, Date>> {
  const rows = await db.select().from(stepProgress).where(eq(stepProgress.userId, userId));
  return new Map(rows.map((r) => [r.day, r.doneAt]));
}

export type MarkStepResult = { ok: true } | { ok: false; field: 'day'; problem: 'locked' | 'notPurchased' | 'noAttempt' };

/** Marks a step done (or not done again). Only a step that is open today for the running attempt. */
export async function markStep(db: Db, userId: string, input: { day: number; done: boolean }, now = new Date()): Promise<MarkStepResult> {
  const attempt = await activeAttempt(db, userId);
  if (!attempt) return { ok: false, field: 'day', problem: 'noAttempt' };
  if (input.day < 1 || input.day > STEP_COUNT || input.day > openedSteps(attempt.quitDate, localDay(now, attempt.timeZone))) return { ok: false, field: 'day', problem: 'locked' };
  if (!canOpenStep(input.day, await entitlementOf(db, userId))) return { ok: false, field: 'day', problem: 'notPurchased' };
  if (input.done) await db.insert(stepProgress).values({ userId, day: input.day, doneAt: now }).onConflictDoNothing();
  else await db.delete(stepProgress).where(and(eq(stepProgress.userId, userId), eq(stepProgress.day, input.day)));
  return { ok: true };
}
