// One lazy import of the consent library for every component that needs it.
let loading: Promise<typeof import('./client')> | undefined;

export function loadConsent(): Promise<typeof import('./client')> {
  loading ??= import('./client').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
