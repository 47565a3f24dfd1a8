import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { emailPreference } from '@/db/schema';
import { DEFAULT_PREFERENCES, OPTIONAL_CATEGORIES, type EmailPreferences } from '../categories';

function fromRow(row: typeof emailPreference.$inferSelect | undefined): EmailPreferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  return { certificates: row.certificates, challenges: row.challenges, reminders: row.reminders, news: row.news };
}

/** A person's email preferences (the defaults until they choose). */
export async function preferencesOf(db: Db, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreference).where(inArray(emailPreference.userId, [userId]));
  return fromRow(row);
}

/** The preferences of several people at once (the delivery worker's batch). */
export async function preferencesOfUsers(db: Db, userIds: string[]): Promise<Map<string, EmailPreferences>> {
  const rows = await db.select().from(emailPreference).where(inArray(emailPreference.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, fromRow(row)]));
}

/** Changes some categories and keeps the others; returns the preferences now in force. */
export async function updatePreferences(db: Db, userId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  const next = { ...(await preferencesOf(db, userId)) };
  for (const category of OPTIONAL_CATEGORIES) if (typeof changes[category] === 'boolean') next[category] = changes[category];
  await db
    .insert(emailPreference)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: emailPreference.userId, set: { ...next, updatedAt: sql`now()` } });
  return next;
}

/** updatePreferences on the app's database: the account page's email choices. */
export const saveEmailPreferences = onAppDb(updatePreferences);
