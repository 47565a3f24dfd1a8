// Days travel as "YYYY-MM-DD" (a date input's value, a local day). A pattern alone lets through
// days no calendar has ("2026-02-30"), which Date.parse quietly rolls over into March.

/** Whether a value is a real calendar day written YYYY-MM-DD (years 1000–9999). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9]\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
