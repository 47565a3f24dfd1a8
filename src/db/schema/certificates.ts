import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { challenge } from './challenges';
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
    /** The milestone it is for, or (for a smoke-free challenge kept to its end) the challenge. */
    milestoneId: text('milestone_id').references(() => milestone.id, { onDelete: 'cascade' }),
    challengeId: text('challenge_id').references(() => challenge.id, { onDelete: 'cascade' }),
    /** A milestone's kind ("week1"), or "challenge7", "challenge21", "challenge30". */
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
  (t) => [
    uniqueIndex('certificate_milestone_idx').on(t.milestoneId),
    // One certificate per person and challenge.
    uniqueIndex('certificate_challenge_idx').on(t.challengeId, t.userId).where(sql`challenge_id is not null`),
    index('certificate_user_idx').on(t.userId, t.reachedAt),
  ],
);
