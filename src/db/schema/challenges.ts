import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Quitting together (decision 0016). A challenge is made by one person and joined by others
// through invitations, one person each; every id that travels in a link has 128 random bits.

export const challengeKind = pgEnum('challenge_kind', ['together', 'smokeFree']);

/**
 * A challenge: "quit together from a date" (`together`, no end) or a smoke-free challenge of
 * `days` days (7, 21 or 30) from `startDate`. Days are calendar days in the creator's time zone
 * when it was made; each partner's own days are read in their own zone.
 */
export const challenge = pgTable(
  'challenge',
  {
    id: text('id').primaryKey(),
    /** Null once the creator's account is deleted: the challenge goes on for the others. */
    creatorId: text('creator_id').references(() => user.id, { onDelete: 'set null' }),
    kind: challengeKind('kind').notNull(),
    days: integer('days'),
    startDate: text('start_date').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The creator's personal message (≤ 280 characters), stored as text and shown escaped. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The creating form's own id for this request: a form sent twice (a double press, a retry after
     * the page failed to reload) starts one challenge, not two.
     */
    requestId: text('request_id'),
  },
  (t) => [index('challenge_creator_idx').on(t.creatorId), uniqueIndex('challenge_creator_request_idx').on(t.creatorId, t.requestId)],
);

/** A person in a challenge: the creator and each partner who accepted. Leaving keeps the row. */
export const challengePartner = pgTable(
  'challenge_partner',
  {
    challengeId: text('challenge_id')
      .notNull()
      .references(() => challenge.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The name the others see, as it was when they joined. */
    displayName: text('display_name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] }), index('challenge_partner_user_idx').on(t.userId)],
);

/**
 * An invitation link for one person, valid for 14 days. It is open until it is accepted,
 * revoked or expired; accepting marks it in the same statement that checks it is still open.
 */
export const challengeInvitation = pgTable(
  'challenge_invitation',
  {
    id: text('id').primaryKey(),
    challengeId: text('challenge_id')
      .notNull()
      .references(() => challenge.id, { onDelete: 'cascade' }),
    /** Who made it; their deleted account takes their open invitations with it. */
    invitedBy: text('invited_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Where it was sent by email, if it was; the inviter sees it in the list of invitations. */
    sentTo: text('sent_to'),
    /** The language of the invitation email and of the link. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('challenge_invitation_challenge_idx').on(t.challengeId),
    index('challenge_invitation_sender_idx').on(t.invitedBy, t.createdAt),
    index('challenge_invitation_accepted_idx').on(t.acceptedBy).where(sql`accepted_by is not null`),
    index('challenge_invitation_sent_to_idx').on(sql`lower(${t.sentTo})`).where(sql`sent_to is not null`),
  ],
);

/** A short encouragement from one partner to another: a ready-made message or their own text. */
export const encouragement = pgTable(
  'encouragement',
  {
    id: text('id').primaryKey(),
    challengeId: text('challenge_id')
      .notNull()
      .references(() => challenge.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** One of the ready-made messages (src/features/challenges/rules.ts), or null for own text. */
    preset: text('preset'),
    text: text('text'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('encouragement_to_idx').on(t.toUserId, t.sentAt), index('encouragement_from_idx').on(t.fromUserId, t.sentAt)],
);
