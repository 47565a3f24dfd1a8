// One lazy import of the consent library for every component that needs it.
let loading: Promise<typeof import('./client')> | undefined;

export function loadConsent(): Promise<typeof import('./client')> {
  loading ??= import('./client').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Calls `fn` when the browser is idle (soon at the latest), after hydration. */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}
