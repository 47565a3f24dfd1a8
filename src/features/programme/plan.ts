import { z } from 'zod';
import { TRIGGERS, type Trigger } from '@/features/survey/instruments';
import { isTimeZone } from './progress';
import { isCalendarDay } from '@/lib/calendar-day';

// The quit plan: a quit date (today or within the next four weeks), strategies for the person's
// own triggers and an optional nicotine-replacement plan.

export const MAX_DAYS_AHEAD = 28;

export const STRATEGIES = ['breathing', 'walk', 'water', 'chewGum', 'brushTeeth', 'callSomeone', 'changeRoutine', 'avoidAtFirst', 'handsBusy', 'delay'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** The strategies suggested for each trigger (a person may pick any of them). */
export const SUGGESTED: Record<Trigger, readonly Strategy[]> = {
  stress: ['breathing', 'walk', 'callSomeone', 'delay'],
  coffee: ['changeRoutine', 'water', 'chewGum'],
  alcohol: ['avoidAtFirst', 'water', 'handsBusy'],
  afterMeals: ['brushTeeth', 'walk', 'chewGum'],
  driving: ['chewGum', 'changeRoutine', 'breathing'],
  boredom: ['handsBusy', 'walk', 'callSomeone'],
  social: ['avoidAtFirst', 'callSomeone', 'handsBusy'],
  other: ['delay', 'breathing', 'water'],
};

export const NRT_PLANS = ['undecided', 'none', 'patch', 'shortActing', 'combination', 'medication'] as const;
export type NrtPlan = (typeof NRT_PLANS)[number];

const day = z.string().refine(isCalendarDay, 'invalidDate');

export const planSchema = z.object({
  quitDate: day,
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'invalid'),
  triggers: z.array(z.enum(TRIGGERS)).max(TRIGGERS.length),
  strategies: z.array(z.enum(STRATEGIES)).max(STRATEGIES.length),
  nrt: z.enum(NRT_PLANS),
});
export type PlanInput = z.infer<typeof planSchema>;

/** "2026-11-23" plus n days. */
export function addDays(date: string, n: number): string {
  // Read without splitting: called for every day of every challenge on each programme data call.
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + n)).toISOString().slice(0, 10);
}

/**
 * Whether a quit date may be chosen on `today` (the person's local day): today or up to four
 * weeks ahead. A plan already running keeps its date (changing it means a restart).
 */
export function quitDateProblem(quitDate: string, today: string, current?: string): 'past' | 'tooFar' | null {
  if (current && quitDate === current) return null;
  if (quitDate < today) return 'past';
  if (quitDate > addDays(today, MAX_DAYS_AHEAD)) return 'tooFar';
  return null;
}
