'use client';

// Answers given before there is an account are kept in this browser (localStorage) and moved
// into the account once the person is signed in (registration, log-in, sign-in link or Google/Apple):
// the account controls call `syncPending` on every page load of a signed-in browser.

import { postJson } from '@/lib/client/post-json';

export const PENDING_KEY = 'exhale.pending.v1';

export interface PendingEntry<T> {
  id: string;
  completedAt: string;
  data: T;
}
export interface Pending {
  survey?: PendingEntry<unknown>;
  test?: PendingEntry<unknown>;
}

export function readPending(): Pending {
  try {
    const raw = window.localStorage.getItem(PENDING_KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' ? (value as Pending) : {};
  } catch {
    return {};
  }
}

function writePending(pending: Pending) {
  try {
    if (!pending.survey && !pending.test) window.localStorage.removeItem(PENDING_KEY);
    else window.localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the answers stay on screen, there is nothing else to do.
  }
}

export function keepPending(kind: keyof Pending, entry: PendingEntry<unknown>) {
  writePending({ ...readPending(), [kind]: entry });
}

export type SaveResult = 'saved' | 'unauthenticated' | 'invalid' | 'network' | 'server';

/** Sends one finished survey or test to the account. */
export async function sendToAccount(kind: keyof Pending, entry: PendingEntry<unknown>): Promise<SaveResult> {
  const body = kind === 'survey' ? { id: entry.id, answers: entry.data, completedAt: entry.completedAt } : { id: entry.id, submission: entry.data, completedAt: entry.completedAt };
  const { status } = await postJson(`/api/programme/${kind}`, body);
  if (status === 200) return 'saved';
  if (status === 401) return 'unauthenticated';
  if (status === 400 || status === 413) return 'invalid';
  return status === 0 ? 'network' : 'server';
}

let syncing: Promise<void> | null = null;

/** Moves everything kept in this browser into the signed-in account (once at a time). */
export function syncPending(): Promise<void> {
  syncing ??= (async () => {
    const pending = readPending();
    for (const kind of ['survey', 'test'] as const) {
      const entry = pending[kind];
      if (!entry) continue;
      const result = await sendToAccount(kind, entry);
      // Saved, or answers the server will never accept: either way they leave the browser.
      if (result === 'saved' || result === 'invalid') {
        const now = readPending();
        if (now[kind]?.id === entry.id) writePending({ ...now, [kind]: undefined });
      }
    }
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

export const hasPending = (): boolean => {
  try {
    return window.localStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
};

/** A finished survey or test, with the id that makes saving it twice harmless. */
export const newEntry = <T>(data: T): PendingEntry<T> => ({ id: crypto.randomUUID(), completedAt: new Date().toISOString(), data });

/** Drops a kept draft (the form was finished). */
export function forgetDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean up.
  }
}
