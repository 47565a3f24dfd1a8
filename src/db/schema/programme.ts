import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A quit attempt with its plan. One is active at a time; a restart ends the active one
 * (`endedAt`, `endReason`) and begins a new one, so the history keeps every attempt.
 */
export const quitAttempt = pgTable(
  'quit_attempt',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The person's local calendar day the attempt begins ("2026-11-23"). */
    quitDate: text('quit_date').notNull(),
    /** Their IANA time zone when they chose it: the day begins at 00:00 there. */
    timeZone: text('time_zone').notNull(),
    triggers: jsonb('triggers').notNull(),
    strategies: jsonb('strategies').notNull(),
    nrt: text('nrt').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('quit_attempt_user_idx').on(t.userId, t.createdAt),
    // At most one running attempt per person.
    uniqueIndex('quit_attempt_active_idx').on(t.userId).where(sql`ended_at is null`),
  ],
);

/** The daily check-in: one per person and local day, editable. */
export const checkIn = pgTable(
  'check_in',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The person's local calendar day ("2026-11-23"). */
    day: text('day').notNull(),
    smokeFree: boolean('smoke_free').notNull(),
    cravings: integer('cravings').notNull(),
    /** Strongest craving of the day, 0–10. */
    cravingStrength: integer('craving_strength').notNull(),
    /** 1 (very low) to 5 (very good). */
    mood: integer('mood').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('check_in_user_day_idx').on(t.userId, t.day)],
);

/**
 * A craving the person logged, usually at the end of the cravings SOS: what set it off, how
 * strong it was before and after, and whether it passed without smoking.
 */
export const craving = pgTable(
  'craving',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The hour (0–23) on the person's own clock when it happened, for "cravings by hour". */
    localHour: integer('local_hour').notNull(),
    trigger: text('trigger').notNull(),
    strengthBefore: integer('strength_before').notNull(),
    /** After the SOS; null when it was logged without the exercise. */
    strengthAfter: integer('strength_after'),
    passed: boolean('passed').notNull(),
    withSos: boolean('with_sos').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('craving_user_idx').on(t.userId, t.occurredAt)],
);

/** A slip: smoking during a quit attempt. It is recorded with its time and does not end the attempt. */
export const slip = pgTable(
  'slip',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => quitAttempt.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    cigarettes: integer('cigarettes').notNull(),
    trigger: text('trigger').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slip_user_idx').on(t.userId, t.occurredAt)],
);

/** A daily step the person marked done (one row per step and person). */
export const stepProgress = pgTable(
  'step_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A milestone the person reached, recorded once (src/features/programme/milestones.ts): the
 * certificates are made from these rows.
 */
export const milestone = pgTable(
  'milestone',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The attempt it was reached in (kept when that attempt has ended). */
    attemptId: text('attempt_id').references(() => quitAttempt.id, { onDelete: 'set null' }),
    /** When it was reached (the quit start plus its duration, or the last step done). */
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('milestone_user_kind_idx').on(t.userId, t.kind)],
);
