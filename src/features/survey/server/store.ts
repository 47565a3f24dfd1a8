import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { smokingProfile, surveyResponse, testResult } from '@/db/schema';
import type { SurveyAnswers, TestSubmission } from '../answers';
import { ftndBand, ftndScore, type FtndBand } from '../instruments';

/** When the answers were given: the browser's time when plausible, else now. */
export function completionTime(claimed: string | undefined, now = new Date()): Date {
  if (!claimed) return now;
  const at = new Date(claimed);
  const ahead = at.getTime() - now.getTime();
  const behind = now.getTime() - at.getTime();
  // Not in the future (beyond clock skew) and not from before answers could be kept (90 days).
  if (Number.isNaN(at.getTime()) || ahead > 5 * 60_000 || behind > 90 * 86_400_000) return now;
  return at;
}

/**
 * Keeps a completed survey. `id` comes from the browser, so a survey carried over from two tabs
 * at once is kept once.
 */
export async function saveSurvey(db: Db, userId: string, id: string, answers: SurveyAnswers, completedAt: Date): Promise<void> {
  await db
    .insert(surveyResponse)
    .values({ id, userId, answers, mtss: answers.mtss, importance: answers.importance, confidence: answers.confidence, completedAt })
    .onConflictDoNothing();
}

/** Keeps a completed test and makes its profile the user's smoking profile. */
export async function saveTest(db: Db, userId: string, id: string, submission: TestSubmission, completedAt: Date): Promise<{ score: number; band: FtndBand }> {
  const score = ftndScore(submission.answers);
  const band = ftndBand(score);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(testResult).values({ id, userId, answers: submission.answers, score, band, completedAt }).onConflictDoNothing().returning({ id: testResult.id });
    if (inserted.length === 0) return;
    await tx
      .insert(smokingProfile)
      .values({ userId, ...submission.profile })
      .onConflictDoUpdate({ target: smokingProfile.userId, set: { ...submission.profile, updatedAt: new Date() } });
  });
  return { score, band };
}

/** The person's surveys, newest first (`limit` 1: only the latest). */
export async function surveyHistory(db: Db, userId: string, limit = 50) {
  return db.select().from(surveyResponse).where(eq(surveyResponse.userId, userId)).orderBy(desc(surveyResponse.completedAt)).limit(limit);
}

export async function latestTest(db: Db, userId: string) {
  const [row] = await db.select().from(testResult).where(eq(testResult.userId, userId)).orderBy(desc(testResult.completedAt)).limit(1);
  return row ?? null;
}

export async function profileOf(db: Db, userId: string) {
  const [row] = await db.select().from(smokingProfile).where(and(eq(smokingProfile.userId, userId))).limit(1);
  return row ?? null;
}
