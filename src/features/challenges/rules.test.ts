import { describe, expect, it } from 'vitest';
import { createChallengeSchema, encouragementSchema, isOver, lastDay, partnerDays, startDateProblem } from './rules';

const week = { startDate: '2026-12-01', days: 7 };
const smokeFree = (...days: string[]) => days.map((day) => ({ day, smokeFree: true }));

describe('challenge rules', () => {
  it('start today up to four weeks ahead', () => {
    expect(startDateProblem('2026-11-30', '2026-12-01')).toBe('past');
    expect(startDateProblem('2026-12-01', '2026-12-01')).toBeNull();
    expect(startDateProblem('2026-12-29', '2026-12-01')).toBeNull();
    expect(startDateProblem('2026-12-30', '2026-12-01')).toBe('tooFar');
  });

  it('a smoke-free challenge of N days ends on its Nth day; quitting together has no end', () => {
    expect(lastDay(week)).toBe('2026-12-07');
    expect(lastDay({ startDate: '2026-12-25', days: 30 })).toBe('2027-01-23');
    expect(lastDay({ startDate: '2026-12-01', days: null })).toBeNull();
    expect(isOver(week, '2026-12-07')).toBe(false);
    expect(isOver(week, '2026-12-08')).toBe(true);
    expect(isOver({ startDate: '2026-12-01', days: null }, '2030-01-01')).toBe(false);
  });

  it('counts kept days from smoke-free check-ins within the challenge, and the streak up to today', () => {
    const checkIns = [...smokeFree('2026-11-29', '2026-11-30', '2026-12-01', '2026-12-03'), { day: '2026-12-02', smokeFree: false }];
    // Before the start: nothing so far; the streak counts check-ins, not smoke-free days.
    expect(partnerDays(week, checkIns, '2026-11-30')).toEqual({ daysKept: 0, daysSoFar: 0, streak: 2, checkedInToday: true });
    expect(partnerDays(week, checkIns, '2026-12-03')).toEqual({ daysKept: 2, daysSoFar: 3, streak: 5, checkedInToday: true });
    // Today's check-in not in yet: the streak still counts up to yesterday.
    expect(partnerDays(week, checkIns, '2026-12-04')).toEqual({ daysKept: 2, daysSoFar: 4, streak: 5, checkedInToday: false });
    // A missed day breaks the streak; after the end, days stop counting.
    expect(partnerDays(week, checkIns, '2026-12-20')).toEqual({ daysKept: 2, daysSoFar: 7, streak: 0, checkedInToday: false });
    const all = smokeFree('2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07');
    expect(partnerDays(week, all, '2026-12-08')).toMatchObject({ daysKept: 7, daysSoFar: 7 });
  });

  it('validates what a person sends, keeping markup as text', () => {
    expect(createChallengeSchema.safeParse({ kind: 'smokeFree', days: 14, startDate: '2026-12-01', timeZone: 'Europe/Berlin' }).success).toBe(false);
    expect(createChallengeSchema.safeParse({ kind: 'smokeFree', days: 21, startDate: '2026-12-01', timeZone: 'Mars/Base' }).success).toBe(false);
    expect(createChallengeSchema.safeParse({ kind: 'together', startDate: '1 December', timeZone: 'Europe/Berlin' }).success).toBe(false);
    const long = createChallengeSchema.safeParse({ kind: 'together', startDate: '2026-12-01', timeZone: 'Europe/Berlin', message: 'x'.repeat(281) });
    expect(long.error?.issues[0]).toMatchObject({ path: ['message'], message: 'tooLong' });
    expect(createChallengeSchema.parse({ kind: 'together', startDate: '2026-12-01', timeZone: 'Europe/Berlin', message: '  <b>hi</b>  ' }).message).toBe('<b>hi</b>');
    expect(createChallengeSchema.parse({ kind: 'together', startDate: '2026-12-01', timeZone: 'Europe/Berlin', message: '   ' }).message).toBeNull();
    expect(encouragementSchema.safeParse({ to: 'u1', preset: 'proud' }).success).toBe(true);
    expect(encouragementSchema.safeParse({ to: 'u1', text: 'Go on!' }).success).toBe(true);
    expect(encouragementSchema.safeParse({ to: 'u1' }).success).toBe(false);
    expect(encouragementSchema.safeParse({ to: 'u1', preset: 'proud', text: 'both' }).success).toBe(false);
    expect(encouragementSchema.safeParse({ to: 'u1', preset: 'shout' }).success).toBe(false);
    expect(encouragementSchema.safeParse({ to: 'u1', text: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('tooLong');
  });
});
