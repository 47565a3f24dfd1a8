import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

// The programme's data about a person: every row belongs to a user and goes with the account
// (ON DELETE CASCADE; the data-deletion capability relies on it).

/** Each completed motivation survey, kept with its date so change over time can be shown. */
export const surveyResponse = pgTable(
  'survey_response',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The answers as sent (src/features/survey/answers.ts). */
    answers: jsonb('answers').notNull(),
    mtss: integer('mtss').notNull(),
    importance: integer('importance').notNull(),
    confidence: integer('confidence').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_response_user_idx').on(t.userId, t.completedAt)],
);

/** Each completed dependence test (Fagerström), with its score and band. */
export const testResult = pgTable(
  'test_result',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    score: integer('score').notNull(),
    band: text('band').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_result_user_idx').on(t.userId, t.completedAt)],
);

/** What the dashboard's figures are computed from; one per user, the latest answers. */
export const smokingProfile = pgTable('smoking_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  cigarettesPerDay: integer('cigarettes_per_day').notNull(),
  cigarettesPerPack: integer('cigarettes_per_pack').notNull(),
  packPriceMinor: integer('pack_price_minor').notNull(),
  currency: text('currency').notNull(),
  yearsSmoked: integer('years_smoked').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
