import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day';

describe('isCalendarDay', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2026-11-29', '2026-01-31', '2028-02-29', '2000-02-29', '2026-12-31', '1999-06-15']) expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses days no calendar has and anything not written YYYY-MM-DD', () => {
    for (const day of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0999-01-01', '2026-1-05', '2026-01-05T00:00:00Z', ' 2026-01-05', '', null, 20260105, undefined]) {
      expect(isCalendarDay(day), String(day)).toBe(false);
    }
  });
});
