import 'server-only';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/db/schema';

/**
 * Everything Exhale keeps about a person, table by table: the one list the export, the counts on
 * the data page and the deletion read. Each section names the rows that are the person's and the
 * columns left out of the export because they are secrets (password hashes, session tokens), not
 * data about the person. A table that refers to the user and is in no section fails the export
 * test (src/features/privacy/server/privacy.int.test.ts), so a new table cannot be forgotten.
 */
export interface DataSection {
  key: SectionKey;
  table: PgTable;
  rows: (person: Person) => SQL;
  /** Columns never exported: credentials, and the ids of other people. */
  omit?: readonly string[];
  /**
   * Columns that name an account on either side (who sent, who received): exported as `self`
   * for the person and `other` for anyone else, whose id is not the person's to have.
   */
  accounts?: readonly string[];
  /**
   * Text columns whose links may carry a secret (a sign-in, reset or confirmation token, an
   * unsubscribe or undo token): exported with those secrets removed, the links otherwise whole.
   * An export is a file that travels; an email kept unsent must not sign its reader in.
   */
  linkSecrets?: readonly string[];
}

export interface Person {
  id: string;
  email: string;
}

const sameAddress = (column: SQL | PgTable['_']['columns'][string], email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

export const SECTION_KEYS = [
  'account',
  'signInMethods',
  'sessions',
  'emailPreferences',
  'emails',
  'surveys',
  'tests',
  'smokingProfile',
  'quitAttempts',
  'checkIns',
  'cravings',
  'slips',
  'steps',
  'milestones',
  'certificates',
  'challenges',
  'challengesStarted',
  'invitations',
  'encouragements',
  'purchases',
  'accessGrants',
  'adminLog',
  'broadcasts',
  'reminders',
  'pushSubscriptions',
  'remindersSent',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

const s = schema;
export const SECTIONS: readonly DataSection[] = [
  { key: 'account', table: s.user, rows: (p) => eq(s.user.id, p.id) },
  { key: 'signInMethods', table: s.account, rows: (p) => eq(s.account.userId, p.id), omit: ['password', 'accessToken', 'refreshToken', 'idToken'] },
  { key: 'sessions', table: s.session, rows: (p) => or(eq(s.session.userId, p.id), eq(s.session.impersonatedBy, p.id))!, omit: ['token'], accounts: ['userId', 'impersonatedBy'] },
  { key: 'emailPreferences', table: s.emailPreference, rows: (p) => eq(s.emailPreference.userId, p.id) },
  {
    key: 'emails',
    table: s.emailOutbox,
    rows: (p) => or(eq(s.emailOutbox.userId, p.id), sameAddress(s.emailOutbox.toAddress, p.email))!,
    omit: ['htmlBody', 'lockedUntil'],
    linkSecrets: ['textBody', 'unsubscribeUrl'],
  },
  { key: 'surveys', table: s.surveyResponse, rows: (p) => eq(s.surveyResponse.userId, p.id) },
  { key: 'tests', table: s.testResult, rows: (p) => eq(s.testResult.userId, p.id) },
  { key: 'smokingProfile', table: s.smokingProfile, rows: (p) => eq(s.smokingProfile.userId, p.id) },
  { key: 'quitAttempts', table: s.quitAttempt, rows: (p) => eq(s.quitAttempt.userId, p.id) },
  { key: 'checkIns', table: s.checkIn, rows: (p) => eq(s.checkIn.userId, p.id) },
  { key: 'cravings', table: s.craving, rows: (p) => eq(s.craving.userId, p.id) },
  { key: 'slips', table: s.slip, rows: (p) => eq(s.slip.userId, p.id) },
  { key: 'steps', table: s.stepProgress, rows: (p) => eq(s.stepProgress.userId, p.id) },
  { key: 'milestones', table: s.milestone, rows: (p) => eq(s.milestone.userId, p.id) },
  { key: 'certificates', table: s.certificate, rows: (p) => eq(s.certificate.userId, p.id) },
  { key: 'challenges', table: s.challengePartner, rows: (p) => eq(s.challengePartner.userId, p.id) },
  { key: 'challengesStarted', table: s.challenge, rows: (p) => eq(s.challenge.creatorId, p.id) },
  {
    key: 'invitations',
    table: s.challengeInvitation,
    rows: (p) => or(eq(s.challengeInvitation.invitedBy, p.id), eq(s.challengeInvitation.acceptedBy, p.id), sameAddress(s.challengeInvitation.sentTo, p.email))!,
    accounts: ['invitedBy', 'acceptedBy'],
  },
  { key: 'encouragements', table: s.encouragement, rows: (p) => or(eq(s.encouragement.fromUserId, p.id), eq(s.encouragement.toUserId, p.id))!, accounts: ['fromUserId', 'toUserId'] },
  { key: 'purchases', table: s.purchase, rows: (p) => eq(s.purchase.userId, p.id) },
  { key: 'accessGrants', table: s.accessGrant, rows: (p) => eq(s.accessGrant.userId, p.id), omit: ['grantedBy', 'revokedBy'] },
  { key: 'adminLog', table: s.adminAudit, rows: (p) => or(eq(s.adminAudit.actorId, p.id), eq(s.adminAudit.targetUserId, p.id))!, omit: ['actorId'], accounts: ['targetUserId'] },
  { key: 'broadcasts', table: s.emailBroadcast, rows: (p) => eq(s.emailBroadcast.createdBy, p.id), omit: ['cursor'] },
  { key: 'reminders', table: s.reminderSetting, rows: (p) => eq(s.reminderSetting.userId, p.id), omit: ['nextCheckAt'] },
  // The browser's push keys are secrets of that browser, not data about the person.
  { key: 'pushSubscriptions', table: s.pushSubscription, rows: (p) => eq(s.pushSubscription.userId, p.id), omit: ['p256dh', 'auth'] },
  { key: 'remindersSent', table: s.reminderSent, rows: (p) => eq(s.reminderSent.userId, p.id) },
];

/**
 * Tables that refer to a person but are not exported, with the reason. Verification rows are
 * one-time tokens (their secret is the row); the deletion removes the person's ones.
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  verification: 'one-time sign-in and reset tokens: secrets, removed by the deletion',
  rate_limit: 'counters keyed by network address or a one-way hash, never by the person',
  payment_event: "the payment provider's event ids, linked to purchases (exported)",
};
