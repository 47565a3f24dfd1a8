/** `%text%` for ILIKE, the pattern's own characters (\\ % _) taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page's search parameters as single strings (a repeated one counts once). */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function flatParams(searchParams: SearchParams): Promise<Record<string, string | undefined>> {
  const raw = await searchParams;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}
