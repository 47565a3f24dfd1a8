'use client';

import { useEffect, useState } from 'react';

/**
 * The state of a page's data call. `refused`: an answer with one of the statuses the page asked
 * to show itself (the certificate editor: 403 someone else's, 404 unknown); only pages that name
 * such statuses get it.
 */
export type PersonalData<T, R extends number = never> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'failed'; /** No answer at all (offline), rather than an error answer. */ offline: boolean; retry: () => void }
  | (R extends number ? { kind: 'refused'; status: R } : never);

/**
 * The person's part of a page that is prerendered the same for everyone (decisions 0014, 0025):
 * one data call, never cached. Without a valid session (401) the browser goes to the log-in page,
 * which comes back to this address afterwards. With `url` null (not known yet: a page that reads
 * its id from the address once it runs in the browser) nothing is asked and the state stays
 * loading. An answer whose status is in `refusals` is `refused`; any other failure is `failed`,
 * with `retry` to ask again (also done by itself when the browser comes back online).
 */
export function usePersonalData<T, R extends number = never>(url: string | null, loginPath: string, refusals: readonly R[] = []): PersonalData<T, R> {
  const [state, setState] = useState<PersonalData<T, R>>({ kind: 'loading' });
  // Each retry asks again.
  const [attempt, setAttempt] = useState(0);
  // The statuses as a string, so that a list written inline does not ask again on every render.
  const refusing = refusals.join(',');
  const failed = state.kind === 'failed';
  useEffect(() => {
    if (!failed) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  useEffect(() => {
    if (url === null) return;
    let current = true;
    const retry = () => {
      setState({ kind: 'loading' });
      setAttempt((n) => n + 1);
    };
    (async () => {
      let response: Response;
      try {
        response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
      } catch {
        if (current) setState({ kind: 'failed', offline: true, retry });
        return;
      }
      try {
        if (response.status === 401) {
          window.location.replace(`${loginPath}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
          return;
        }
        if (refusing.split(',').includes(String(response.status))) {
          if (current) setState({ kind: 'refused', status: response.status } as PersonalData<T, R>);
          return;
        }
        if (!response.ok) throw new Error(String(response.status));
        const data = (await response.json()) as T;
        if (current) setState({ kind: 'ready', data });
      } catch {
        if (current) setState({ kind: 'failed', offline: false, retry });
      }
    })();
    return () => {
      current = false;
    };
  }, [url, loginPath, refusing, attempt]);
  return state;
}
