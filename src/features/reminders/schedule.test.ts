import { describe, expect, it } from 'vitest';
import { dueReminders, nextCheck, zonedInstant, type ReminderPlan } from './schedule';

const plan = (over: Partial<ReminderPlan> = {}): ReminderPlan => ({ daily: true, dailyTime: '20:00', programme: true, quitDate: '2026-03-27', timeZone: 'Europe/Berlin', ...over });
const at = (iso: string) => new Date(iso);

describe('reminder times on the person’s clock', () => {
  it('turns a local time into the instant, in summer and in winter', () => {
    expect(zonedInstant('2026-01-15', '08:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00', 'America/New_York').toISOString()).toBe('2026-07-15T12:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-07-15T02:30:00.000Z');
    expect(zonedInstant('2026-07-15', '23:30', 'Pacific/Auckland').toISOString()).toBe('2026-07-15T11:30:00.000Z');
  });

  it('moves a time skipped when clocks go forward on by the gap, and takes the first of a time that happens twice', () => {
    // 29 March 2026: Berlin goes from 02:00 to 03:00; 02:30 does not exist and becomes 03:30 CEST.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET).
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // New York: 8 March 2026 (spring), 1 November 2026 (fall).
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('makes the daily reminder due from its time for a few hours, from the quit day on', () => {
    const p = plan({ programme: false });
    expect(dueReminders(at('2026-03-27T18:59:00Z'), p)).toEqual([]);
    expect(dueReminders(at('2026-03-27T19:00:00Z'), p)).toEqual([{ kind: 'daily', localDate: '2026-03-27', day: 0 }]);
    expect(dueReminders(at('2026-03-27T21:59:00Z'), p)).toHaveLength(1);
    expect(dueReminders(at('2026-03-27T22:00:00Z'), p)).toEqual([]);
    expect(dueReminders(at('2026-03-26T19:30:00Z'), p)).toEqual([]);
    // 23:30 is still due just after midnight, for the day it belonged to.
    expect(dueReminders(at('2026-03-27T23:10:00Z'), plan({ programme: false, dailyTime: '23:30' }))).toEqual([{ kind: 'daily', localDate: '2026-03-27', day: 0 }]);
  });

  it('makes programme messages due from 09:00 on the quit day and days 1, 3, 7 and 14', () => {
    const p = plan({ daily: false });
    expect(dueReminders(at('2026-03-27T07:59:00Z'), p)).toEqual([]);
    expect(dueReminders(at('2026-03-27T08:00:00Z'), p)).toEqual([{ kind: 'programme', localDate: '2026-03-27', day: 0 }]);
    expect(dueReminders(at('2026-03-28T20:00:00Z'), p)).toEqual([{ kind: 'programme', localDate: '2026-03-28', day: 1 }]);
    expect(dueReminders(at('2026-03-29T12:00:00Z'), p)).toEqual([]);
    expect(dueReminders(at('2026-03-30T07:00:00Z'), p)).toEqual([{ kind: 'programme', localDate: '2026-03-30', day: 3 }]);
    expect(dueReminders(at('2026-04-10T07:00:00Z'), p)).toEqual([{ kind: 'programme', localDate: '2026-04-10', day: 14 }]);
    expect(dueReminders(at('2026-04-11T07:00:00Z'), p)).toEqual([]);
  });

  it('looks again at the next reminder, and at least every hour', () => {
    expect(nextCheck(at('2026-03-27T18:30:00Z'), plan()).toISOString()).toBe('2026-03-27T19:00:00.000Z');
    expect(nextCheck(at('2026-03-27T12:00:00Z'), plan()).toISOString()).toBe('2026-03-27T13:00:00.000Z');
    expect(nextCheck(at('2026-03-27T12:00:00Z'), null).toISOString()).toBe('2026-03-27T13:00:00.000Z');
  });
});
