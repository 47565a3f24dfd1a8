import { z } from 'zod';
import { TRIGGERS, type Trigger } from '@/features/survey/instruments';
import { isTimeZone, zoneOffsetMinutes } from './progress';

// The person's own log during a quit attempt: cravings (mostly logged at the end of the SOS)
// and slips. Both are timed records; neither resets the attempt.

const timeZone = z.string().min(1).max(64).refine(isTimeZone, 'invalid');
const strength = z.number({ error: 'required' }).int('wholeNumber').min(0, 'range').max(10, 'range');
const instant = z.iso.datetime({ offset: true, message: 'invalidDate' });

export const cravingSchema = z.object({
  /** Idempotency: the same craving sent twice is stored once. */
  id: z.uuid(),
  trigger: z.enum(TRIGGERS, { error: 'required' }),
  strengthBefore: strength,
  strengthAfter: strength.nullable().default(null),
  passed: z.boolean({ error: 'required' }),
  withSos: z.boolean().default(false),
  timeZone,
  /** When it was logged, for a craving kept offline and sent later (else: when it arrives). */
  loggedAt: instant.optional(),
});
export type CravingInput = z.infer<typeof cravingSchema>;

export const slipSchema = z.object({
  id: z.uuid(),
  /** When it happened: not in the future, not before the quit began. */
  occurredAt: instant,
  cigarettes: z.number({ error: 'required' }).int('wholeNumber').min(1, 'range').max(60, 'range'),
  trigger: z.enum(TRIGGERS, { error: 'required' }),
  note: z.string().trim().max(500, 'tooLong').optional(),
  timeZone,
});
export type SlipInput = z.infer<typeof slipSchema>;

/** How long a craving logged offline may wait to be sent and keep its own time. */
export const QUEUED_CRAVING_MAX_AGE_MS = 14 * 86_400_000;

/**
 * The time a craving is stored with: the one it was logged at offline when that is plausible (not
 * in the future, not older than two weeks), else the time it arrived.
 */
export function cravingTime(loggedAt: string | undefined, now: Date): Date {
  const at = loggedAt ? Date.parse(loggedAt) : NaN;
  return Number.isFinite(at) && at <= now.getTime() && now.getTime() - at <= QUEUED_CRAVING_MAX_AGE_MS ? new Date(at) : now;
}

/** The hour (0–23) on a time zone's clock at an instant. */
export function localHour(at: Date, timeZone: string): number {
  return Math.floor(((at.getTime() / 60_000 + zoneOffsetMinutes(timeZone, at)) % 1440 + 1440) % 1440 / 60);
}

export interface LoggedCraving {
  localHour: number;
  trigger: string;
  strengthBefore: number;
  strengthAfter: number | null;
  passed: boolean;
  withSos: boolean;
}

/** Times of day in four-hour blocks, for "cravings by time of day" (00–04, 04–08, …). */
export const HOUR_BLOCKS = [0, 4, 8, 12, 16, 20] as const;

export interface Insights {
  total: number;
  passed: number;
  /** Cravings per four-hour block of the day (index = HOUR_BLOCKS index). */
  byBlock: number[];
  /** Cravings per trigger, most frequent first (triggers with none left out). */
  byTrigger: Array<{ trigger: Trigger; count: number }>;
  /** The SOS's effect: mean strength before and after over cravings rated both times. */
  sos: { count: number; before: number; after: number } | null;
  /** The block with the most cravings, when one stands out. */
  peakBlock: number | null;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** What the person's own log shows: when cravings come, what sets them off, that they pass. */
export function insightsOf(cravings: LoggedCraving[]): Insights {
  const byBlock = HOUR_BLOCKS.map(() => 0);
  const triggers = new Map<Trigger, number>();
  for (const c of cravings) {
    byBlock[Math.min(5, Math.floor(c.localHour / 4))]! += 1;
    const trigger = (TRIGGERS as readonly string[]).includes(c.trigger) ? (c.trigger as Trigger) : 'other';
    triggers.set(trigger, (triggers.get(trigger) ?? 0) + 1);
  }
  const rated = cravings.filter((c) => c.withSos && c.strengthAfter !== null);
  const max = Math.max(...byBlock);
  const peaks = byBlock.filter((n) => n === max).length;
  return {
    total: cravings.length,
    passed: cravings.filter((c) => c.passed).length,
    byBlock,
    byTrigger: [...triggers].map(([trigger, count]) => ({ trigger, count })).sort((a, b) => b.count - a.count || TRIGGERS.indexOf(a.trigger) - TRIGGERS.indexOf(b.trigger)),
    sos: rated.length ? { count: rated.length, before: round1(mean(rated.map((c) => c.strengthBefore))), after: round1(mean(rated.map((c) => c.strengthAfter!))) } : null,
    peakBlock: max > 0 && peaks === 1 ? byBlock.indexOf(max) : null,
  };
}
