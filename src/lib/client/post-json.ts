/**
 * POSTs JSON to one of the app's own endpoints. The answer's status (0 when the network failed)
 * and, for a refused input, the fields it names with their message keys.
 */
export async function postJson(path: string, body: unknown): Promise<{ status: number; fields?: Record<string, string> }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const answer = (await response.json().catch(() => null)) as { fields?: Record<string, string> } | null;
    return { status: response.status, fields: answer?.fields };
  } catch {
    return { status: 0 };
  }
}

/** The browser's IANA time zone: the person's own calendar day is decided in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
