/**
 * `%text%` for ILIKE, the pattern's own characters (\\ % _) taken literally. Control characters
 * (a NUL, which PostgreSQL refuses in text) are left out: nobody searches for them.
 */
export const containing = (text: string) => `%${text.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A filter's text as typed, kept to its first 200 characters (a longer one is cut, not dropped). */
export const searchText = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

const DAY_MS = 86_400_000;
/** The start of a UTC day given as YYYY-MM-DD. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
/**
 * The end of a UTC day (the start of the next), at most the last day a database timestamp of ours
 * holds: "9999-12-31", a date input's way of saying "no end", must not become year 10000.
 */
export const endOfDay = (day: string) => new Date(Math.min(Date.parse(`${day}T00:00:00Z`) + DAY_MS, Date.UTC(9999, 11, 31)));

/** The page's search parameters as single strings (a repeated one counts once). */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function flatParams(searchParams: SearchParams): Promise<Record<string, string | undefined>> {
  const raw = await searchParams;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}
