'use client';

import { useEffect, useState } from 'react';

export type PersonalData<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed' };

/**
 * The person's part of a page that is prerendered the same for everyone (decisions 0014, 0025):
 * one data call, never cached. Without a valid session (401) the browser goes to the log-in page,
 * which comes back to this address afterwards.
 */
export function usePersonalData<T>(url: string, loginPath: string): PersonalData<T> {
  const [state, setState] = useState<PersonalData<T>>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
        if (response.status === 401) {
          window.location.replace(`${loginPath}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
          return;
        }
        if (!response.ok) throw new Error(String(response.status));
        const data = (await response.json()) as T;
        if (current) setState({ kind: 'ready', data });
      } catch {
        if (current) setState({ kind: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [url, loginPath]);
  return state;
}
