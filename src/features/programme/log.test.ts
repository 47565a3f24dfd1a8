import { describe, expect, it } from 'vitest';
import { canOpenStep, FREE_ENTITLEMENT } from './access';
import { cravingSchema, cravingTime, insightsOf, localHour, slipSchema, type LoggedCraving } from './log';
import { addMonths, milestoneDay, PROGRAMME_MILESTONES, reachedMilestones } from './milestones';
import { progressAt } from './progress';
import { openedSteps, stepOpensOn, stepSlug, STEP_COUNT } from './steps';

const craving = (over: Partial<LoggedCraving>): LoggedCraving => ({ localHour: 9, trigger: 'coffee', strengthBefore: 7, strengthAfter: null, passed: true, withSos: false, ...over });

describe('craving log and insights', () => {
  it('takes the hour on the person’s clock, across daylight saving', () => {
    expect(localHour(new Date('2026-07-01T06:30:00Z'), 'Europe/Berlin')).toBe(8);
    expect(localHour(new Date('2026-12-01T06:30:00Z'), 'Europe/Berlin')).toBe(7);
    expect(localHour(new Date('2026-12-01T23:30:00Z'), 'Europe/Berlin')).toBe(0);
    expect(localHour(new Date('2026-12-01T02:00:00Z'), 'America/New_York')).toBe(21);
  });

  it('counts cravings by time of day and trigger, and what the SOS changed', () => {
    const data = insightsOf([
      craving({ localHour: 8, trigger: 'coffee', strengthBefore: 8, strengthAfter: 4, withSos: true }),
      craving({ localHour: 9, trigger: 'coffee', strengthBefore: 6, strengthAfter: 3, withSos: true }),
      craving({ localHour: 10, trigger: 'stress', passed: false }),
      craving({ localHour: 22, trigger: 'alcohol', strengthBefore: 9, strengthAfter: 9, withSos: true, passed: false }),
      craving({ localHour: 23, trigger: 'unknown-old-value' }),
    ]);
    expect(data.total).toBe(5);
    expect(data.passed).toBe(3);
    expect(data.byBlock).toEqual([0, 0, 3, 0, 0, 2]);
    expect(data.peakBlock).toBe(2); // 08:00–12:00
    expect(data.byTrigger).toEqual([
      { trigger: 'coffee', count: 2 },
      { trigger: 'stress', count: 1 },
      { trigger: 'alcohol', count: 1 },
      { trigger: 'other', count: 1 },
    ]);
    expect(data.sos).toEqual({ count: 3, before: 7.7, after: 5.3 });
  });

  it('names the peak time when one stands out, and has no SOS figure without SOS ratings', () => {
    const data = insightsOf([craving({ localHour: 13 }), craving({ localHour: 14 }), craving({ localHour: 3 })]);
    expect(data.peakBlock).toBe(3);
    expect(data.sos).toBeNull();
    expect(insightsOf([craving({ localHour: 13 }), craving({ localHour: 3 })]).peakBlock).toBeNull(); // a tie: none stands out
    expect(insightsOf([])).toMatchObject({ total: 0, passed: 0, peakBlock: null, sos: null, byTrigger: [] });
  });

  it('validates a craving and a slip', () => {
    const id = '0b6b5c1e-6a52-4c53-9a2e-2b1e0d0c9f11';
    expect(cravingSchema.safeParse({ id, trigger: 'coffee', strengthBefore: 7, strengthAfter: 3, passed: true, withSos: true, timeZone: 'Europe/Berlin' }).success).toBe(true);
    const bad = cravingSchema.safeParse({ id, trigger: 'nope', strengthBefore: 11, passed: true, timeZone: 'Mars/Base' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['trigger', 'required'],
        ['strengthBefore', 'range'],
        ['timeZone', 'invalid'],
      ]),
    );
    expect(slipSchema.safeParse({ id, occurredAt: '2026-11-23T10:00:00.000Z', cigarettes: 2, trigger: 'social', timeZone: 'UTC' }).success).toBe(true);
    expect(slipSchema.safeParse({ id, occurredAt: 'yesterday', cigarettes: 0, trigger: 'social', timeZone: 'UTC' }).error!.issues.map((i) => i.message)).toEqual(['invalidDate', 'range']);
  });

  it('takes cigarettes smoked in slips off what was not smoked and not spent, without resetting the time', () => {
    const profile = { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 800, currency: 'EUR' };
    const start = new Date('2026-11-01T00:00:00Z');
    const now = new Date('2026-11-04T00:00:00Z');
    expect(progressAt(start, now, profile, 5)).toMatchObject({ cigarettesNotSmoked: 55, moneySavedMinor: 2200, smokeFreeMs: 3 * 86_400_000 });
    expect(progressAt(start, new Date('2026-11-01T01:00:00Z'), profile, 5)).toMatchObject({ cigarettesNotSmoked: 0, moneySavedMinor: 0 });
  });
});

describe('daily steps', () => {
  it('open one a day from the quit day, none before, at most all', () => {
    expect(STEP_COUNT).toBeGreaterThanOrEqual(21);
    expect(openedSteps('2026-11-23', '2026-11-22')).toBe(0);
    expect(openedSteps('2026-11-23', '2026-11-23')).toBe(1);
    expect(openedSteps('2026-11-23', '2026-11-25')).toBe(3);
    expect(openedSteps('2026-02-27', '2026-03-02')).toBe(4);
    expect(openedSteps('2026-11-01', '2027-06-01')).toBe(STEP_COUNT);
    expect(stepOpensOn('2026-11-23', 10)).toBe('2026-12-02');
    expect(stepSlug(4)).toBe('day-04');
  });

  it('need the purchase after day 3 only once payments are on', () => {
    expect([1, 3, 4, 21].map((day) => canOpenStep(day, FREE_ENTITLEMENT))).toEqual([true, true, true, true]);
    expect([1, 3, 4, 21].map((day) => canOpenStep(day, { paymentsOn: true, purchased: false }))).toEqual([true, true, false, false]);
    expect(canOpenStep(21, { paymentsOn: true, purchased: true })).toBe(true);
  });
});

describe('programme milestones', () => {
  it('fall on calendar days, months kept within the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 3)).toBe('2027-02-23');
    expect(PROGRAMME_MILESTONES.map((m) => milestoneDay('2026-11-23', m))).toEqual(['2026-11-24', '2026-11-26', '2026-11-30', '2026-12-07', '2026-12-23', '2027-02-23', '2027-05-23', '2027-11-23']);
  });

  it('are reached at the start of the day in the person’s zone, also across daylight saving', () => {
    const attempt = { quitDate: '2026-03-22', timeZone: 'Europe/Berlin' };
    // One week later is 29 March, the day the clocks go forward: it begins at 23:00 UTC on the 28th.
    const justBefore = reachedMilestones(attempt, new Date('2026-03-28T22:59:00Z'), null);
    expect(justBefore.map((m) => m.kind)).toEqual(['day1', 'days3']);
    const justAfter = reachedMilestones(attempt, new Date('2026-03-28T23:00:00Z'), null);
    expect(justAfter.at(-1)).toEqual({ kind: 'week1', reachedAt: new Date('2026-03-28T23:00:00Z') });
    expect(reachedMilestones(attempt, new Date('2026-03-22T10:00:00Z'), null)).toEqual([]);
  });

  it('count the programme completed when every step is done', () => {
    const doneAt = new Date('2026-04-12T18:00:00Z');
    const reached = reachedMilestones({ quitDate: '2026-03-22', timeZone: 'UTC' }, new Date('2026-04-13T00:00:00Z'), doneAt);
    expect(reached.map((m) => m.kind)).toEqual(['day1', 'days3', 'week1', 'weeks2', 'completed']);
    expect(reached.at(-1)!.reachedAt).toBe(doneAt);
  });

  it('leave out those already recorded', () => {
    const reached = reachedMilestones({ quitDate: '2026-03-22', timeZone: 'Asia/Tokyo' }, new Date('2026-04-13T00:00:00Z'), new Date('2026-04-12T18:00:00Z'), new Set(['day1', 'week1', 'completed']));
    expect(reached.map((m) => m.kind)).toEqual(['days3', 'weeks2']);
    expect(reached[1]!.reachedAt).toEqual(new Date('2026-04-04T15:00:00Z'));
  });
});

describe('the time of a craving sent late', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('is the time it was logged offline when that is plausible, else the time it arrived', () => {
    expect(cravingTime('2026-11-26T09:30:00.000Z', now)).toEqual(new Date('2026-11-26T09:30:00Z'));
    expect(cravingTime(undefined, now)).toBe(now);
    expect(cravingTime('2026-11-26T12:05:00Z', now)).toBe(now);
    expect(cravingTime('2026-10-01T12:00:00Z', now)).toBe(now);
  });

  it('is accepted by the craving schema only as an ISO instant', () => {
    const base = { id: '7a1c2b1e-4a9b-4d43-9f3a-0c6f2b8e1d11', trigger: 'stress', strengthBefore: 6, passed: true, timeZone: 'Europe/Berlin' };
    expect(cravingSchema.safeParse({ ...base, loggedAt: '2026-11-26T09:30:00.000Z' }).success).toBe(true);
    expect(cravingSchema.safeParse(base).success).toBe(true);
    expect(cravingSchema.safeParse({ ...base, loggedAt: 'yesterday' }).success).toBe(false);
  });
});
