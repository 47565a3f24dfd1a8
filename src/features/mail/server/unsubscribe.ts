import 'server-only';
import { eq } from 'drizzle-orm';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { user } from '@/db/schema';
import { OPTIONAL_CATEGORIES, type EmailPreferences } from '../categories';
import { readUnsubscribeToken, type UnsubscribeClaims } from '../email-token';
import { emailLinkSecret } from './links';
import { preferencesOf, updatePreferences } from './preferences';

/** A valid unsubscribe token whose account still exists, with that account's preferences. */
export async function openUnsubscribeToken(db: Db, token: string): Promise<(UnsubscribeClaims & { preferences: EmailPreferences }) | null> {
  const claims = readUnsubscribeToken(emailLinkSecret(), token);
  if (!claims) return null;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, claims.userId));
  if (!owner) return null;
  return { ...claims, preferences: await preferencesOf(db, claims.userId) };
}

/** openUnsubscribeToken on the app's database: the unsubscribe page. */
export const openUnsubscribeLink = onAppDb(openUnsubscribeToken);

export type UnsubscribeAction = { kind: 'one-click' } | { kind: 'leave' } | { kind: 'save'; preferences: EmailPreferences };

/** What a POST to an unsubscribe address asks for: RFC 8058's one-click, or the page's form. */
export function unsubscribeActionOf(form: FormData): UnsubscribeAction | null {
  if (form.get('List-Unsubscribe') === 'One-Click') return { kind: 'one-click' };
  const action = form.get('action');
  if (action === 'leave') return { kind: 'leave' };
  if (action === 'save') {
    const preferences = Object.fromEntries(OPTIONAL_CATEGORIES.map((c) => [c, form.get(c) === 'on'])) as EmailPreferences;
    return { kind: 'save', preferences };
  }
  return null;
}

/** Applies an unsubscribe request; null when the token is not valid (nothing changes then). */
export async function applyUnsubscribe(db: Db, token: string, action: UnsubscribeAction): Promise<EmailPreferences | null> {
  const opened = await openUnsubscribeToken(db, token);
  if (!opened) return null;
  if (action.kind === 'save') return updatePreferences(db, opened.userId, action.preferences);
  return updatePreferences(db, opened.userId, { [opened.category]: false });
}

/** applyUnsubscribe on the app's database: POSTs to an unsubscribe address. */
export const applyUnsubscribeLink = onAppDb(applyUnsubscribe);
