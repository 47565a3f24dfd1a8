'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '../signed-in-cookie';

const CHANNEL = 'exhale-auth';
/** Once per page load a signed-in tab asks the server whether its session still exists. */
let checked = false;
/** What this device keeps for the person (src/features/pwa/personal-data.ts), loaded when needed. */
const personalData = () => import('@/features/pwa/personal-data').catch(() => null);

/** Whether this browser holds the signed-in marker cookie (a session may exist). */
export function markerPresent(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
}

function clearMarker() {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

/**
 * A session revoked elsewhere (another device's "sign out all other devices", an admin ban) or
 * expired leaves the marker behind: ask the server once per page load, and drop the marker if so.
 */
async function confirmSession(onGone: () => void) {
  if (checked) return;
  checked = true;
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!response.ok) return;
    if ((await response.json()) === null) {
      clearMarker();
      // Signed out elsewhere, or the account deleted on another device: nothing kept stays.
      await (await personalData())?.forgetPerson().catch(() => undefined);
      onGone();
    }
  } catch {
    // Offline: the server still checks every request that matters.
  }
}

/** Whether this browser is signed in (from the marker cookie), kept in step across tabs. */
export function useSignedIn(): boolean {
  const signedIn = useSyncExternalStore(subscribe, markerPresent, () => false);
  useEffect(() => {
    if (signedIn) void confirmSession(() => window.dispatchEvent(new Event('focus')));
  }, [signedIn]);
  useEffect(() => {
    if (!('BroadcastChannel' in window)) return;
    const channel = new BroadcastChannel(CHANNEL);
    // Another tab signed out: this one must not keep showing signed-in pages.
    channel.addEventListener('message', (event) => {
      // This tab's own sign-out reaches its other channels too; it is already on its way home.
      if (event.data === 'signed-out' && !signingOut) window.location.reload();
    });
    return () => channel.close();
  }, []);
  return signedIn;
}

let signingOut = false;

/** Tells this browser's other tabs that the person has signed out (they reload, signed out). */
function announceSignedOut() {
  if (!('BroadcastChannel' in window)) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/**
 * Ends the session here and in the other open tabs, then goes to `home`. When the server cannot be
 * reached or refuses (offline, a 5xx, a rate limit), nothing changes: the person is still signed
 * in, here and in the other tabs, with what this device keeps for them, and it answers false.
 */
export async function signOut(home: string): Promise<boolean> {
  signingOut = true;
  // What this device keeps for the person (programme data, kept pages, unsent cravings) goes with
  // the session, so the next person on this browser finds none of it; what still waits is sent first.
  const kept = await personalData();
  await kept?.sendWaiting().catch(() => undefined);
  const ended = await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
    (response) => response.ok,
    () => false,
  );
  if (!ended) {
    signingOut = false;
    return false;
  }
  await kept?.forgetPerson().catch(() => undefined);
  announceSignedOut();
  window.location.assign(home);
  return true;
}

/**
 * After the account is deleted (its sessions ended by the server): what this device kept for the
 * person goes as at sign-out, the other tabs are told, and the page goes to `next`.
 */
export async function leaveDeletedAccount(next: string): Promise<void> {
  signingOut = true;
  try {
    await (await personalData())?.forgetPerson().catch(() => undefined);
  } finally {
    announceSignedOut();
    window.location.assign(next);
  }
}
