import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { milestone } from './programme';

export const certificateVisibility = pgEnum('certificate_visibility', ['private', 'public']);

/**
 * A certificate, issued once for a recorded milestone in the same transaction (decision 0015).
 * Its id is the address: 128 bits of randomness, so it cannot be guessed. A slip or a restart
 * never removes one; only deleting the account does.
 */
export const certificate = pgTable(
  'certificate',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    milestoneId: text('milestone_id')
      .notNull()
      .references(() => milestone.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    /** The name shown (1–60 characters), the account's name when issued. */
    displayName: text('display_name').notNull(),
    dedication: text('dedication'),
    visibility: certificateVisibility('visibility').notNull().default('private'),
    /** A public certificate stays out of search engines unless its owner asks otherwise. */
    indexable: boolean('indexable').notNull().default(false),
    /** The language the certificate is written in. */
    locale: text('locale').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_milestone_idx').on(t.milestoneId), index('certificate_user_idx').on(t.userId, t.reachedAt)],
);
