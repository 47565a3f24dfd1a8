/**
 * POSTs JSON to one of the app's own endpoints. The answer's status (0 when the network failed),
 * for a refused input the fields it names with their message keys, and the answer itself.
 */
export async function postJson<T extends object = Record<string, unknown>>(path: string, body: unknown): Promise<{ status: number; fields?: Record<string, string>; data?: T }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const answer = (await response.json().catch(() => null)) as (T & { fields?: Record<string, string> }) | null;
    return { status: response.status, fields: answer?.fields, data: answer ?? undefined };
  } catch {
    return { status: 0 };
  }
}

/** The browser's IANA time zone: the person's own calendar day is decided in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
