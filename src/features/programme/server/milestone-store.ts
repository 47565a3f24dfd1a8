import 'server-only';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { certificate, milestone } from '@/db/schema';
import { issueCertificates } from '@/features/certificates/server/issue-certificates';
import { reachedMilestones, type MilestoneKind } from '../milestones';
import { STEP_COUNT } from '../steps';
import type { Attempt } from './plan-store';

/** When the last step was done, once every step is: the "programme completed" moment. */
export function allStepsDoneAt(done: Map<number, Date>): Date | null {
  return done.size >= STEP_COUNT ? new Date(Math.max(...[...done.values()].map((d) => d.getTime()))) : null;
}

export type RecordedMilestone = typeof milestone.$inferSelect & { certificateId: string | null };

/**
 * Writes the milestones the running attempt has reached by `now` that are not among `recorded`
 * yet, each once per person (a milestone reached again in a later attempt keeps its first
 * record), and in the same transaction a certificate and its email for each one this call wrote.
 * Two requests at once both try; the unique index lets one write, and only its rows come back.
 * Returns whether anything was new.
 */
export async function recordNewMilestones(db: Db, userId: string, attempt: Pick<Attempt, 'id' | 'quitDate' | 'timeZone'>, done: Map<number, Date>, now: Date, recorded: ReadonlyArray<{ kind: string }>): Promise<boolean> {
  const missing = reachedMilestones(attempt, now, allStepsDoneAt(done), new Set(recorded.map((m) => m.kind)));
  if (!missing.length) return false;
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(milestone)
      .values(missing.map((m) => ({ id: randomUUID(), userId, kind: m.kind, attemptId: attempt.id, reachedAt: m.reachedAt })))
      .onConflictDoNothing({ target: [milestone.userId, milestone.kind] })
      .returning({ id: milestone.id, kind: milestone.kind, reachedAt: milestone.reachedAt });
    await issueCertificates(tx as unknown as Db, userId, written, now);
  });
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

/** The person's recorded milestones, oldest first, each with its certificate's id. */
export async function milestonesOf(db: Db, userId: string): Promise<RecordedMilestone[]> {
  const rows = await db
    .select({ milestone, certificateId: certificate.id })
    .from(milestone)
    .leftJoin(certificate, eq(certificate.milestoneId, milestone.id))
    .where(eq(milestone.userId, userId))
    .orderBy(asc(milestone.reachedAt));
  return rows.map((r) => ({ ...r.milestone, certificateId: r.certificateId }));
}

export type { MilestoneKind };
