'use client';

import { useRef, useState } from 'react';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { authRequest } from '../client/auth-request';
import { createPopupSignIn, isPopupResult, POPUP_CHANNEL, type PopupResult } from '../client/popup';
import type { IdentityErrorCode } from '../identity-errors';
import type { OAuthProviderId } from '../oauth-providers';

export interface SocialStrings {
  google: string;
  apple: string;
  waiting: string;
  errors: Partial<Record<IdentityErrorCode, string>>;
}

/** Listens for the completion page on this origin: by message from the popup and on a channel. */
function listen(onResult: (result: PopupResult) => void) {
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && isPopupResult(event.data)) onResult(event.data);
  };
  window.addEventListener('message', onMessage);
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(POPUP_CHANNEL) : null;
  channel?.addEventListener('message', (event) => isPopupResult(event.data) && onResult(event.data));
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}

let popupSignIn: ReturnType<typeof createPopupSignIn> | null = null;
function popups() {
  popupSignIn ??= createPopupSignIn({
    open: (url, name, features) => window.open(url, name, features),
    listen,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    screen: { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight },
  });
  return popupSignIn;
}

/** The provider's sign-in address from the auth service, for a popup or for this page. */
async function providerAddress(provider: OAuthProviderId, callbackURL: string, errorCallbackURL: string): Promise<string | null> {
  const answer = await authRequest<{ url?: string }>('/sign-in/social', { provider, callbackURL, errorCallbackURL, disableRedirect: true });
  if (answer.status === 0) throw new Error('network');
  return answer.data?.url ?? null;
}

const LOGOS: Record<OAuthProviderId, React.ReactNode> = {
  google: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  ),
  apple: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4.1 2.5c-1.8 3-.5 7.6 1.3 10.1.9 1.2 1.9 2.6 3.2 2.5 1.3 0 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.2 3.1-2.5a11 11 0 0 0 1.4-2.9 4.5 4.5 0 0 1-3.1-4.1zM14 5.4A4.4 4.4 0 0 0 15 2.2a4.6 4.6 0 0 0-3 1.6 4.2 4.2 0 0 0-1 3.1 3.8 3.8 0 0 0 3-1.5z" />
    </svg>
  ),
};

/**
 * "Continue with Google / Apple" in a popup (spec §4); a blocked popup continues in this page.
 * `completePath` is the sign-in page that reports the popup's result; `target` where to go after.
 */
export function SocialSignIn({ providers, target, completePath, loginPath, strings }: {
  providers: readonly OAuthProviderId[];
  target: string;
  completePath: string;
  loginPath: string;
  strings: SocialStrings;
}) {
  const [waiting, setWaiting] = useState<OAuthProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  if (providers.length === 0) return null;

  async function start(provider: OAuthProviderId) {
    setError(null);
    setWaiting(provider);
    const popupDone = `${completePath}?mode=popup`;
    const outcome = await popups().open(() => providerAddress(provider, popupDone, popupDone));
    if (outcome.ok) {
      window.location.assign(target);
      return;
    }
    if (outcome.code === 'popup-blocked') {
      // Continue in this page: the provider comes back to the target, or to log-in with the error.
      const back = `${loginPath}${loginPath.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(target)}`;
      const url = await providerAddress(provider, target, back).catch(() => null);
      if (url) {
        window.location.assign(url);
        return;
      }
      setError(strings.errors['network-request-failed'] ?? '');
    } else if (outcome.code !== 'cancelled-popup-request') {
      setError(strings.errors[outcome.code] ?? strings.errors['internal-error'] ?? '');
    }
    setWaiting(null);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  return (
    <div className="space-y-3">
      {error ? (
        <div ref={alertRef} tabIndex={-1} className="focus:outline-none" data-testid="social-error">
          <Alert tone="danger">{error}</Alert>
        </div>
      ) : null}
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          onClick={() => void start(provider)}
          className={buttonClasses('secondary', 'lg', 'w-full gap-3')}
          aria-describedby={waiting === provider ? 'social-waiting' : undefined}
        >
          {LOGOS[provider]}
          {strings[provider]}
        </button>
      ))}
      {waiting ? (
        <p id="social-waiting" role="status" className="text-center text-sm text-ink-muted">
          {strings.waiting}
        </p>
      ) : null}
    </div>
  );
}
