import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { emailOutbox } from '@/db/schema';

/** The most recent emails of the outbox, newest first, for the admin mailbox. */
export async function listRecentEmails(limit = 100) {
  const { db } = await getDb();
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
