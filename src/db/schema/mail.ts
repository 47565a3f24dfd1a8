import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const emailStatus = pgEnum('email_status', ['pending', 'sending', 'sent', 'failed', 'held', 'skipped']);

/**
 * The transactional outbox: every email is written here in the same transaction as the change
 * that causes it, and sent by the delivery worker (src/features/mail/server/deliver.ts).
 * 'held' is mail kept unsent because no SMTP server is configured (the embedded default);
 * 'skipped' is mail of a category its recipient left, found at sending time (never retried).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    template: text('template').notNull(),
    /** account (always sent), certificates, challenges, reminders or news (src/features/mail/categories.ts). */
    category: text('category').notNull().default('account'),
    /** The one-click unsubscribe address of a non-transactional email (List-Unsubscribe). */
    unsubscribeUrl: text('unsubscribe_url'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Why a 'skipped' email was not sent, e.g. "unsubscribed from certificates". */
    skipReason: text('skip_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The broadcast this email is part of (src/db/schema/admin.ts), for its progress. */
    broadcastId: text('broadcast_id'),
    /**
     * The person an email to someone else speaks of, with their name or words (a challenge
     * partner's invitation or encouragement): not sent once that person's account is deleted.
     */
    aboutUserId: text('about_user_id'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_broadcast_idx').on(t.broadcastId, t.status).where(sql`broadcast_id is not null`),
    // A person's emails (their data page, export and deletion): by account, and by address for
    // those sent before the account existed or after it changed address.
    index('email_outbox_user_idx').on(t.userId).where(sql`user_id is not null`),
    index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`),
    index('email_outbox_about_idx').on(t.aboutUserId).where(sql`about_user_id is not null`),
  ],
);

/**
 * Which emails a person wants, beyond the account emails that are always sent. No row means the
 * defaults (src/features/mail/categories.ts).
 */
export const emailPreference = pgTable('email_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  certificates: boolean('certificates').notNull().default(true),
  challenges: boolean('challenges').notNull().default(true),
  reminders: boolean('reminders').notNull().default(true),
  news: boolean('news').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
