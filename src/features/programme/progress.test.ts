import { describe, expect, it } from 'vitest';
import { formatMoney, isTimeZone, localDay, progressAt, splitDuration, startOfLocalDay, zoneOffsetMinutes } from './progress';

const profile = { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 850, currency: 'EUR' };

describe('time zones', () => {
  it('knows the offset of a zone at an instant, across daylight saving', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(330);
  });

  it('finds the start of a local day, also on the days the clocks change', () => {
    expect(startOfLocalDay('2026-01-15', 'Europe/Berlin').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    // Clocks go forward on 29 March 2026 at 02:00 in Berlin: the day still begins at 00:00 CET.
    expect(startOfLocalDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Back on 25 October 2026.
    expect(startOfLocalDay('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-26', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', 'America/Sao_Paulo').toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(startOfLocalDay('2026-06-01', 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z');
    // Where the clocks skip midnight itself, the day begins at the change (01:00 local), not an
    // hour before it on the day before: Santiago on 6 September 2026, Havana on 8 March 2026.
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDay(startOfLocalDay('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06');
    expect(startOfLocalDay('2026-03-08', 'America/Havana').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-09-07', 'America/Santiago').toISOString()).toBe('2026-09-07T03:00:00.000Z');
    // Every day of two years, in zones of every kind, begins on that day and a moment before is the day before.
    for (const zone of ['Europe/Berlin', 'America/Santiago', 'America/Havana', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/St_Johns']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        const start = startOfLocalDay(day, zone);
        expect(localDay(start, zone), `${zone} ${day}`).toBe(day);
        expect(localDay(new Date(start.getTime() - 1000), zone), `${zone} ${day}`).not.toBe(day);
      }
    }
  });

  it('names the local day of an instant', () => {
    expect(localDay(new Date('2026-11-22T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-22T23:30:00Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('tells real zone names from others', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('progress', () => {
  it('counts nothing before the quit date', () => {
    const p = progressAt(new Date('2026-12-01T00:00:00Z'), new Date('2026-11-30T12:00:00Z'), profile);
    expect(p).toMatchObject({ started: false, smokeFreeMs: 0, cigarettesNotSmoked: 0, moneySavedMinor: 0 });
  });

  it('counts cigarettes and money from the person’s own numbers', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const p = progressAt(start, new Date('2026-11-11T00:00:00Z'), profile);
    expect(p.started).toBe(true);
    expect(p.inputs.days).toBe(10);
    expect(p.cigarettesNotSmoked).toBe(200);
    expect(p.moneySavedMinor).toBe(8500);
    // Half a day: 10 cigarettes, half a pack.
    expect(progressAt(start, new Date('2026-11-01T12:00:00Z'), profile)).toMatchObject({ cigarettesNotSmoked: 10, moneySavedMinor: 425 });
    // Packs of 25 at 12.40 and 15 a day, for a week: 105 cigarettes, 4.2 packs.
    expect(progressAt(start, new Date('2026-11-08T00:00:00Z'), { cigarettesPerDay: 15, cigarettesPerPack: 25, packPriceMinor: 1240, currency: 'PLN' })).toMatchObject({ cigarettesNotSmoked: 105, moneySavedMinor: 5208 });
  });

  it('counts a day of 23 hours as 23 hours', () => {
    const start = startOfLocalDay('2026-03-29', 'Europe/Berlin');
    const end = startOfLocalDay('2026-03-30', 'Europe/Berlin');
    expect(progressAt(start, end, profile).smokeFreeMs).toBe(23 * 3_600_000);
  });

  it('splits durations and writes money the locale’s way', () => {
    expect(splitDuration(((3 * 24 + 4) * 60 + 12) * 60_000 + 5_000)).toEqual({ days: 3, hours: 4, minutes: 12, seconds: 5 });
    expect(formatMoney(8500, 'EUR', 'de')).toBe('85,00\u00a0€');
    expect(formatMoney(8500, 'GBP', 'en')).toBe('£85.00');
    expect(formatMoney(1234, 'PLN', 'pl')).toBe('12,34\u00a0zł');
  });
});
