import { addDays } from './plan';

// The daily steps: a lesson and a task a day, stories in content/steps/day-NN/ (one per
// language). Day 1 is the quit day; each following day opens the next step.

/** How many days the programme has (the "programme completed" milestone needs them all done). */
export const STEP_COUNT = 21;

/** The programme's days, 1 to STEP_COUNT. */
export const STEP_DAYS: readonly number[] = Array.from({ length: STEP_COUNT }, (_, i) => i + 1);

/** The days open to everyone; the rest need the programme purchase once payments are on (access.ts). */
export const FREE_STEP_DAYS = 3;

/** The folder slug of a day's step story ("day-01"). */
export const stepSlug = (day: number) => `day-${String(day).padStart(2, '0')}`;

/**
 * How many steps are open on `today` for a quit on `quitDate` (both the person's local days):
 * none before the quit day, one on it, one more each day after, at most all.
 */
export function openedSteps(quitDate: string, today: string): number {
  if (today < quitDate) return 0;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${quitDate}T00:00:00Z`)) / 86_400_000) + 1;
  return Math.min(STEP_COUNT, days);
}

/** The local day a step opens on. */
export const stepOpensOn = (quitDate: string, day: number) => addDays(quitDate, day - 1);
