import { describe, expect, it } from 'vitest';
import { healthProgress, HEALTH_MILESTONES } from './milestones';
import { addDays, planSchema, quitDateProblem, SUGGESTED, STRATEGIES } from './plan';

describe('quit plan', () => {
  it('takes a quit date from today to four weeks ahead', () => {
    expect(quitDateProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(quitDateProblem('2026-12-21', '2026-11-23')).toBeNull();
    expect(quitDateProblem('2026-12-22', '2026-11-23')).toBe('tooFar');
    expect(quitDateProblem('2026-11-22', '2026-11-23')).toBe('past');
    // A running plan keeps its date.
    expect(quitDateProblem('2026-11-01', '2026-11-23', '2026-11-01')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('suggests only known strategies, and the schema refuses unknown ones', () => {
    for (const list of Object.values(SUGGESTED)) for (const s of list) expect(STRATEGIES).toContain(s);
    const plan = { quitDate: '2026-11-23', timeZone: 'Europe/Berlin', triggers: ['coffee'], strategies: ['water'], nrt: 'patch' };
    expect(planSchema.safeParse(plan).success).toBe(true);
    expect(planSchema.safeParse({ ...plan, strategies: ['smokeLess'] }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, quitDate: '23.11.2026' }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, nrt: 'vape' }).success).toBe(false);
  });
});

describe('health milestones', () => {
  it('are in time order and each names a source', () => {
    const times = HEALTH_MILESTONES.map((m) => m.afterMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const m of HEALTH_MILESTONES) expect(['WHO', 'NHS', 'ACS', 'CDC']).toContain(m.source);
  });

  it('show how far along each one is', () => {
    const after10Hours = healthProgress(10 * 3_600_000);
    expect(after10Hours.find((m) => m.id === 'minutes20')).toMatchObject({ reached: true, fraction: 1 });
    expect(after10Hours.find((m) => m.id === 'hours8')).toMatchObject({ reached: true });
    expect(after10Hours.find((m) => m.id === 'hours12')?.fraction).toBeCloseTo(10 / 12);
    expect(healthProgress(0).every((m) => m.fraction === 0 && !m.reached)).toBe(true);
  });
});
