import { addDays } from '@/features/programme/plan';
import { localDay, zoneOffsetMinutes } from '@/features/programme/progress';

// When reminders are due (pure functions; decision 0021). Times are wall-clock times in the
// person's time zone: a reminder at 08:00 comes at 08:00 there in summer and in winter.

/** The days after the quit day (0 is the quit day itself) that bring a programme message. */
export const PROGRAMME_DAYS = [0, 1, 3, 7, 14] as const;
/** The local hour of the programme messages: a morning, so the day's advice arrives in time. */
export const PROGRAMME_TIME = '09:00';
/** A daily reminder missed by more than this (the server was down) is not sent late. */
export const DAILY_GRACE_MS = 3 * 3_600_000;
/** Settings are looked at again at least this often: a new plan or quit date is seen in time. */
export const MAX_CHECK_INTERVAL_MS = 3_600_000;

export interface ReminderPlan {
  daily: boolean;
  /** "HH:MM" on the person's clock. */
  dailyTime: string;
  programme: boolean;
  /** The running attempt's quit day and time zone. */
  quitDate: string;
  timeZone: string;
}

export type ReminderKind = 'daily' | 'programme';

export interface DueReminder {
  kind: ReminderKind;
  /** The person's local day the reminder belongs to (one of each kind per day). */
  localDate: string;
  /** For a programme message: the day after the quit day (0, 1, 3, 7 or 14). */
  day: number;
}

/**
 * The instant a wall-clock time happens on a local day in a time zone. A time that does not exist
 * (skipped when clocks go forward) is moved on by the gap, 02:30 becoming 03:30; a time that
 * happens twice (clocks going back) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // The offsets in force around that time: at most one change lies between them.
  const before = zoneOffsetMinutes(timeZone, new Date(naive - 36 * 3_600_000));
  const after = zoneOffsetMinutes(timeZone, new Date(naive + 36 * 3_600_000));
  const valid = [...new Set([before, after])]
    .map((offset) => naive - offset * 60_000)
    .filter((instant) => new Date(instant).getTime() + zoneOffsetMinutes(timeZone, new Date(instant)) * 60_000 === naive)
    .sort((a, b) => a - b);
  return new Date(valid[0] ?? naive - before * 60_000);
}

/** The reminders due at `now` (before any is checked against what was already sent). */
export function dueReminders(now: Date, plan: ReminderPlan): DueReminder[] {
  const today = localDay(now, plan.timeZone);
  const due: DueReminder[] = [];
  if (plan.daily) {
    // Yesterday too: a 23:30 reminder may still be within its grace time after midnight.
    for (const date of [addDays(today, -1), today]) {
      if (date < plan.quitDate) continue;
      const at = zonedInstant(date, plan.dailyTime, plan.timeZone).getTime();
      if (now.getTime() >= at && now.getTime() - at < DAILY_GRACE_MS) due.push({ kind: 'daily', localDate: date, day: 0 });
    }
  }
  if (plan.programme) {
    for (const day of PROGRAMME_DAYS) {
      const date = addDays(plan.quitDate, day);
      if (date === today && now >= zonedInstant(date, PROGRAMME_TIME, plan.timeZone)) due.push({ kind: 'programme', localDate: date, day });
    }
  }
  return due;
}

/** When to look at a person's reminders again: the next one to come, within the hour at most. */
export function nextCheck(now: Date, plan: ReminderPlan | null): Date {
  const limit = now.getTime() + MAX_CHECK_INTERVAL_MS;
  if (!plan) return new Date(limit);
  const today = localDay(now, plan.timeZone);
  const candidates: number[] = [];
  for (const offset of [0, 1]) {
    const date = addDays(today, offset);
    if (plan.daily && date >= plan.quitDate) candidates.push(zonedInstant(date, plan.dailyTime, plan.timeZone).getTime());
    if (plan.programme && PROGRAMME_DAYS.some((day) => addDays(plan.quitDate, day) === date)) candidates.push(zonedInstant(date, PROGRAMME_TIME, plan.timeZone).getTime());
  }
  const next = candidates.filter((at) => at > now.getTime()).sort((a, b) => a - b)[0];
  return new Date(Math.min(next ?? limit, limit));
}
