'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '../signed-in-cookie';

const CHANNEL = 'exhale-auth';

function markerPresent(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
}

/** Whether this browser is signed in (from the marker cookie), kept in step across tabs. */
export function useSignedIn(): boolean {
  const signedIn = useSyncExternalStore(subscribe, markerPresent, () => false);
  useEffect(() => {
    if (!('BroadcastChannel' in window)) return;
    const channel = new BroadcastChannel(CHANNEL);
    // Another tab signed out: this one must not keep showing signed-in pages.
    channel.addEventListener('message', (event) => {
      if (event.data === 'signed-out') window.location.reload();
    });
    return () => channel.close();
  }, []);
  return signedIn;
}

/** Ends the session here and in the other open tabs, then goes to `home`. */
export async function signOut(home: string): Promise<void> {
  try {
    await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  } finally {
    if ('BroadcastChannel' in window) {
      const channel = new BroadcastChannel(CHANNEL);
      channel.postMessage('signed-out');
      channel.close();
    }
    window.location.assign(home);
  }
}
