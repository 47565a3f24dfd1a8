import 'server-only';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { milestone } from '@/db/schema';
import { reachedMilestones, type MilestoneKind } from '../milestones';
import { STEP_COUNT } from '../steps';
import type { Attempt } from './plan-store';

/** When the last step was done, once every step is: the "programme completed" moment. */
export function allStepsDoneAt(done: Map<number, Date>): Date | null {
  return done.size >= STEP_COUNT ? new Date(Math.max(...[...done.values()].map((d) => d.getTime()))) : null;
}

export type RecordedMilestone = typeof milestone.$inferSelect;

/**
 * Writes the milestones the running attempt has reached by `now` that are not among `recorded`
 * yet, each once per person (a milestone reached again in a later attempt keeps its first
 * record). Returns whether anything was new.
 */
export async function recordNewMilestones(db: Db, userId: string, attempt: Pick<Attempt, 'id' | 'quitDate' | 'timeZone'>, done: Map<number, Date>, now: Date, recorded: ReadonlyArray<{ kind: string }>): Promise<boolean> {
  const have = new Set(recorded.map((m) => m.kind));
  const missing = reachedMilestones(attempt, now, allStepsDoneAt(done)).filter((m) => !have.has(m.kind));
  if (!missing.length) return false;
  await db
    .insert(milestone)
    .values(missing.map((m) => ({ id: randomUUID(), userId, kind: m.kind, attemptId: attempt.id, reachedAt: m.reachedAt })))
    .onConflictDoNothing({ target: [milestone.userId, milestone.kind] });
  return true;
}

/**
 * Records what the running attempt has reached by `now` and returns every milestone the person
 * has, oldest first: the certificates are made from these.
 */
export async function recordMilestones(db: Db, userId: string, attempt: Pick<Attempt, 'id' | 'quitDate' | 'timeZone'> | null, done: Map<number, Date>, now = new Date()): Promise<RecordedMilestone[]> {
  const recorded = await milestonesOf(db, userId);
  // Only what is new is written, so a page view usually costs one read.
  return attempt && (await recordNewMilestones(db, userId, attempt, done, now, recorded)) ? milestonesOf(db, userId) : recorded;
}

/** The person's recorded milestones, oldest first. */
export async function milestonesOf(db: Db, userId: string): Promise<RecordedMilestone[]> {
  return db.select().from(milestone).where(eq(milestone.userId, userId)).orderBy(asc(milestone.reachedAt));
}

export type { MilestoneKind };
