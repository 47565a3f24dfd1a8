import { identityErrorForRedirect, type IdentityErrorCode } from '../identity-errors';

/** What the completion page in the popup reports back (spec §4, popup sign-in). */
export interface PopupResult {
  type: typeof POPUP_MESSAGE;
  ok: boolean;
  error?: string;
}

export const POPUP_MESSAGE = 'exhale-popup-sign-in';
export const POPUP_CHANNEL = 'exhale-popup-sign-in';
/** Spec §9: the popup is 500×600 and a closed popup counts as cancelled after 8 s. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_CLOSED_WAIT_MS = 8000;
/** How often the opener looks whether the user closed the popup. */
export const POPUP_POLL_MS = 1000;

export type PopupOutcome = { ok: true } | { ok: false; code: IdentityErrorCode; error?: string };

export interface PopupHost {
  /** window.open; null when the browser blocked the popup. */
  open: (url: string, name: string, features: string) => Pick<Window, 'closed' | 'close' | 'location'> | null;
  /** Listens for completion reports; returns the function that stops listening. */
  listen: (onResult: (result: PopupResult) => void) => () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  screen: { left: number; top: number; width: number; height: number };
}

export function popupFeatures(screen: PopupHost['screen']): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

export const isPopupResult = (value: unknown): value is PopupResult =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === POPUP_MESSAGE;

/**
 * Popup sign-in with the rules of the specification: one popup at a time (a new one cancels the
 * earlier with cancelled-popup-request), a popup the user closed counts as popup-closed-by-user
 * once 8 s passed without a result, and a blocked popup is reported as popup-blocked so the caller
 * can continue with a full-page redirect.
 */
export function createPopupSignIn(host: PopupHost) {
  let pending: ((outcome: PopupOutcome) => void) | null = null;
  let current: Pick<Window, 'closed' | 'close' | 'location'> | null = null;
  let opened = 0;

  return {
    /**
     * Opens the popup at once (it must happen in the click, or browsers block it), then sends it to
     * the provider's address once `start` resolved it.
     */
    open(start: () => Promise<string | null>): Promise<PopupOutcome> {
      pending?.({ ok: false, code: 'cancelled-popup-request' });
      // A fresh window each time: reusing the earlier one by name would navigate a window that may
      // be at the provider's origin, and the browser can then cut it off from this page.
      if (current && !current.closed) current.close();
      const popup = host.open('about:blank', `exhale-sign-in-${++opened}`, popupFeatures(host.screen));
      current = popup;
      if (!popup) return Promise.resolve({ ok: false, code: 'popup-blocked' });

      return new Promise<PopupOutcome>((resolve) => {
        let closedTimer: unknown = null;
        const finish = (outcome: PopupOutcome) => {
          if (pending !== settle) return;
          pending = null;
          stop();
          host.clearInterval(poll);
          if (closedTimer !== null) host.clearTimeout(closedTimer);
          resolve(outcome);
        };
        const settle = (outcome: PopupOutcome) => finish(outcome);
        pending = settle;
        const stop = host.listen((result) =>
          finish(result.ok ? { ok: true } : { ok: false, code: identityErrorForRedirect(result.error ?? ''), error: result.error }),
        );
        const poll = host.setInterval(() => {
          if (popup.closed && closedTimer === null) {
            // The result may still be on its way: wait before calling it a cancel.
            closedTimer = host.setTimeout(() => finish({ ok: false, code: 'popup-closed-by-user' }), POPUP_CLOSED_WAIT_MS);
          }
        }, POPUP_POLL_MS);
        start().then(
          (url) => {
            if (pending !== settle) return;
            if (url) popup.location.href = url;
            else {
              popup.close();
              finish({ ok: false, code: 'internal-error' });
            }
          },
          () => {
            popup.close();
            finish({ ok: false, code: 'network-request-failed' });
          },
        );
      });
    },
  };
}
