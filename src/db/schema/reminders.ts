import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Reminders (decision 0021): what a person chose, the browsers they allowed to notify them, and
// every reminder already sent. All of it goes with the account (ON DELETE CASCADE).

/**
 * A person's reminder choices. The scheduler claims the rows whose `nextCheckAt` has come
 * (FOR UPDATE SKIP LOCKED), sends what is due and sets the next check.
 */
export const reminderSetting = pgTable(
  'reminder_setting',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A daily check-in reminder at `dailyTime` ("HH:MM") on the person's own clock. */
    daily: boolean('daily').notNull().default(false),
    dailyTime: text('daily_time').notNull().default('20:00'),
    /** Programme messages on the quit day and days 1, 3, 7 and 14 after it. */
    programme: boolean('programme').notNull().default(false),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminder_setting_due_idx').on(t.nextCheckAt)],
);

/** A browser that allowed web push: where the push service takes messages for it. */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language its notifications are written in (the page it was turned on from). */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscription_user_idx').on(t.userId)],
);

/**
 * Each reminder sent: one per person, kind ('daily' or 'programme') and local day. The key is
 * what keeps a restart or a second instance from sending a reminder again.
 */
export const reminderSent = pgTable(
  'reminder_sent',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    localDate: text('local_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.localDate] })],
);
