'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * Code loaded on first use (a dialog, a menu): the import runs once when it succeeds, and again on
 * the next call after it failed (offline before it was ever loaded), so a failure is never kept.
 * Unlike `next/dynamic`, a failed load does not reach the error boundary: the page stays as it was.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * A component's on-demand code in state: `request` loads it (then calls `then`), `busy` is true while
 * it loads, and `loaded` is what the import gave once it has succeeded. A failed request leaves
 * everything as it was, ready for the next one.
 */
export function useOnDemand<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [busy, setBusy] = useState(false);
  // Once loaded, a request is answered at once (no "loading" state in between).
  const ready = useRef(false);
  const request = useCallback(
    (then?: () => void) => {
      if (ready.current) {
        then?.();
        return;
      }
      setBusy(true);
      load()
        .then(
          (value) => {
            ready.current = true;
            setLoaded({ value });
            then?.();
          },
          () => undefined,
        )
        .finally(() => setBusy(false));
    },
    [load],
  );
  return { loaded: loaded?.value ?? null, busy, request };
}
