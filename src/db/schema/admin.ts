import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

// The admin area (issue 13, decision 0018): grants made by operators, the audit log of every
// admin action, and email broadcasts.

export const grantKind = pgEnum('grant_kind', ['programme', 'admin']);

/**
 * Access given by an operator: the programme without a purchase, or the admin role. A grant is
 * revoked by setting revokedAt (the row stays, so the list shows who did what); at most one open
 * grant per person and kind.
 */
export const accessGrant = pgTable(
  'access_grant',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: grantKind('kind').notNull(),
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedBy: text('revoked_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_grant_open_idx').on(t.userId, t.kind).where(sql`revoked_at is null`),
    index('access_grant_granted_idx').on(t.grantedAt),
    index('access_grant_user_idx').on(t.userId),
  ],
);

/**
 * Every admin action, written in the transaction of the action itself. The app only inserts and
 * reads; a trigger (migration 0009) refuses updates, so a row cannot be changed after the fact.
 * Actor and target are kept as ids (set to null when that account is deleted) with a label of the
 * target that names no person (a reference, an email id) where the target is not an account.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** grant, revoke, refund, disable, enable, broadcast, retry, cancel, testEmail. */
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** What the action was about when not (only) an account: "programme", "EX-…", an email's id. */
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at),
    index('admin_audit_action_idx').on(t.action, t.at),
    // A person's part in the log (their data page and export), and the foreign keys' set null on deletion.
    index('admin_audit_actor_idx').on(t.actorId).where(sql`actor_id is not null`),
    index('admin_audit_target_idx').on(t.targetUserId).where(sql`target_user_id is not null`),
  ],
);

/** An email to many people, queued through the outbox in batches; its progress is counted there. */
export const emailBroadcast = pgTable('email_broadcast', {
  id: text('id').primaryKey(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The locales chosen (empty: all) and the category, whose unsubscribes are respected. */
  locales: jsonb('locales').$type<string[]>().notNull(),
  category: text('category').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** People chosen when it was made, and how many of them are queued so far. */
  total: integer('total').notNull(),
  queued: integer('queued').notNull().default(0),
  /** The last user id queued: the next batch starts after it. */
  cursor: text('cursor'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The form's id for the request that made it: the same request again starts no second broadcast. */
  requestId: text('request_id'),
}, (t) => [uniqueIndex('email_broadcast_request_idx').on(t.createdBy, t.requestId)]);
