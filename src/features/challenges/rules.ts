import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { addDays } from '@/features/programme/plan';
import { isTimeZone } from '@/features/programme/progress';
import { isCalendarDay } from '@/lib/calendar-day';

// Quitting together (decision 0016): the limits, the shapes of what a person sends, and how a
// partner's days are counted. Pure: used by the server, the page and the tests alike.

/** An invitation link stays valid this long. */
export const INVITATION_DAYS = 14;
/** People in one challenge at most, its creator included. */
export const MAX_PARTNERS = 5;
/** Invitation emails one person may send in a day (rolling 24 hours). */
export const INVITATION_EMAILS_PER_DAY = 10;
/** Encouragements one partner may send in a day (rolling 24 hours), to everyone together. */
export const ENCOURAGEMENTS_PER_DAY = 5;
export const MESSAGE_MAX = 280;
export const ENCOURAGEMENT_MAX = 200;
/** The lengths of a smoke-free challenge. */
export const CHALLENGE_DAYS = [7, 21, 30] as const;
/** A challenge starts today or up to four weeks ahead, as a quit date does. */
export const MAX_START_AHEAD = 28;
/** Ready-made encouragements; their words are in the catalogs (`challenges.presets`). */
export const PRESETS = ['proud', 'keepGoing', 'oneDay', 'thinkingOfYou', 'cravingPasses'] as const;
export type Preset = (typeof PRESETS)[number];

const day = z.string().refine(isCalendarDay, 'invalidDate');
/** Text as typed, trimmed; markup is kept as text and shown escaped, never as HTML. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((value) => value || null);

/** The creating form's id for its request (optional): sent again, it starts no second challenge. */
const requestId = z.uuid('invalid').optional();

export const createChallengeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('together'), startDate: day, timeZone: z.string().min(1).max(64).refine(isTimeZone, 'invalid'), message: text(MESSAGE_MAX).optional(), requestId }),
    z.object({
      kind: z.literal('smokeFree'),
      days: z.union(CHALLENGE_DAYS.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<7>, z.ZodLiteral<21>, z.ZodLiteral<30>], { error: 'invalid' }),
      startDate: day,
      timeZone: z.string().min(1).max(64).refine(isTimeZone, 'invalid'),
      message: text(MESSAGE_MAX).optional(),
      requestId,
    }),
  ],
  { error: 'invalid' },
);
export type CreateChallengeInput = z.infer<typeof createChallengeSchema>;

export const invitationSchema = z.object({
  /** Send the link to this address too (optional: a link can be copied or shared instead). */
  email: z.email('invalidEmail').max(254, 'invalidEmail').optional(),
  locale: z.enum(locales, 'invalid'),
});

export const encouragementSchema = z
  .object({
    to: z.string().min(1).max(64),
    preset: z.enum(PRESETS, 'invalid').optional(),
    text: text(ENCOURAGEMENT_MAX).optional(),
  })
  .refine((e) => Boolean(e.preset) !== Boolean(e.text), { message: 'required', path: ['text'] });
export type EncouragementInput = z.infer<typeof encouragementSchema>;

/** Whether a start date may be chosen on `today`: today up to four weeks ahead. */
export function startDateProblem(startDate: string, today: string): 'past' | 'tooFar' | null {
  if (startDate < today) return 'past';
  if (startDate > addDays(today, MAX_START_AHEAD)) return 'tooFar';
  return null;
}

/** The last day of a smoke-free challenge ("2026-12-07" for 7 days from the 1st); none for "together". */
export function lastDay(challenge: { startDate: string; days: number | null }): string | null {
  return challenge.days ? addDays(challenge.startDate, challenge.days - 1) : null;
}

export interface DayRecord {
  day: string;
  smokeFree: boolean;
}

export interface PartnerDays {
  /** Days of the challenge, up to today, the partner checked in as smoke-free. */
  daysKept: number;
  /** Days of the challenge so far (0 before it starts; at most its length). */
  daysSoFar: number;
  /** Check-ins on consecutive days, up to today (or yesterday while today's is not in yet). */
  streak: number;
  checkedInToday: boolean;
}

/**
 * A partner's days in a challenge from their own check-ins, on their own calendar (`today`):
 * a day counts as kept when its check-in says smoke-free. A day without a check-in is not
 * counted as kept, so a result is what the person has recorded.
 */
export function partnerDays(challenge: { startDate: string; days: number | null }, checkIns: readonly DayRecord[], today: string): PartnerDays {
  const end = lastDay(challenge);
  const until = end && end < today ? end : today;
  const byDay = new Map(checkIns.map((c) => [c.day, c.smokeFree]));
  let daysKept = 0;
  let daysSoFar = 0;
  for (let d = challenge.startDate; d <= until; d = addDays(d, 1)) {
    daysSoFar++;
    if (byDay.get(d) === true) daysKept++;
  }
  const checkedInToday = byDay.has(today);
  let streak = 0;
  for (let d = checkedInToday ? today : addDays(today, -1); byDay.has(d); d = addDays(d, -1)) streak++;
  return { daysKept, daysSoFar, streak, checkedInToday };
}

/** Whether a smoke-free challenge is over on `today` (its last day has passed). */
export function isOver(challenge: { startDate: string; days: number | null }, today: string): boolean {
  const end = lastDay(challenge);
  return end !== null && end < today;
}

/** The certificate kind for keeping every day of a smoke-free challenge. */
export const challengeCertificateKind = (days: number) => `challenge${days}`;
