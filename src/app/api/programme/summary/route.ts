import { programmeRead } from '@/features/survey/server/endpoint';
import { latestTest, profileOf, surveyHistory } from '@/features/survey/server/store';
import { cravingsSince, slipsOf } from '@/features/programme/server/log-store';
import { milestonesOf } from '@/features/programme/server/milestone-store';
import { attemptHistory } from '@/features/programme/server/plan-store';
import { stepsDone } from '@/features/programme/server/steps-store';

/**
 * The signed-in user's surveys (newest first), latest test, smoking profile, quit attempts, the
 * running attempt's slips, cravings logged in the last year, steps done and milestones.
 */
export const GET = programmeRead(async ({ db, userId }) => {
  const [surveys, test, profile, attempts, cravings, done, milestones] = await Promise.all([
    surveyHistory(db, userId),
    latestTest(db, userId),
    profileOf(db, userId),
    attemptHistory(db, userId),
    cravingsSince(db, userId, new Date(Date.now() - 366 * 86_400_000)),
    stepsDone(db, userId),
    milestonesOf(db, userId),
  ]);
  const running = attempts.find((a) => !a.endedAt);
  const slips = running ? await slipsOf(db, userId, running.id) : [];
  return {
    surveys: surveys.map(({ id, mtss, importance, confidence, completedAt, answers }) => ({ id, mtss, importance, confidence, completedAt, answers })),
    test: test && { id: test.id, score: test.score, band: test.band, completedAt: test.completedAt, answers: test.answers },
    attempts: attempts.map(({ id, quitDate, timeZone, nrt, endedAt, endReason }) => ({ id, quitDate, timeZone, nrt, endedAt, endReason })),
    slips: slips.map(({ id, occurredAt, cigarettes, trigger, note }) => ({ id, occurredAt, cigarettes, trigger, note })),
    cravings: cravings.map(({ id, occurredAt, localHour, trigger, strengthBefore, strengthAfter, passed, withSos }) => ({ id, occurredAt, localHour, trigger, strengthBefore, strengthAfter, passed, withSos })),
    stepsDone: [...done].map(([day, doneAt]) => ({ day, doneAt })).sort((a, b) => a.day - b.day),
    milestones: milestones.map(({ kind, reachedAt, attemptId }) => ({ kind, reachedAt, attemptId })),
    profile: profile && { cigarettesPerDay: profile.cigarettesPerDay, cigarettesPerPack: profile.cigarettesPerPack, packPriceMinor: profile.packPriceMinor, currency: profile.currency, yearsSmoked: profile.yearsSmoked },
  };
});
