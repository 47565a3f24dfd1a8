import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { account, session, user, verification } from '@/db/schema';
import { isValidParam } from '@/i18n/route-params';
import { testDatabase } from '../../../../test/database';
import { createRestoreToken, openRestoreToken, restoreAddress, RESTORE_DAYS, type AfterRestore } from './restore-email';

/** What an undo does: `ended <user>`, resets as `reset <address>`, notices as `notice <to> (<locale>, <name>): <previous>`. */
function mailbox(sent: string[] = []): AfterRestore & { sent: string[] } {
  return {
    sent,
    sessionsEnded: (userId) => void sent.push(`ended ${userId}`),
    reset: async (address) => void sent.push(`reset ${address}`),
    replaced: async (n) => void sent.push(`notice ${n.email} (${n.locale}, ${n.name}): ${n.previous}`),
  };
}

// Runs on PGlite by default, which runs transactions one after another; with TEST_DATABASE_URL
// (as .ci/run does) the two presses at once below race on PostgreSQL for real.
let database: Database;
const changedAt = new Date('2026-11-29T12:00:00Z');
const later = new Date('2026-11-30T12:00:00Z');
const expires = new Date(changedAt.getTime() + RESTORE_DAYS * 86_400_000);
const before = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  const { db } = database;
  // Noa's address was changed (by someone with her session) to the intruder's, who then set a
  // password by reset, asked for another reset and linked their Google account.
  await db.insert(user).values([
    { id: 'noa', name: 'Noa', email: 'intruder@example.test', emailVerified: true },
    { id: 'lee', name: 'Lee', email: 'lee-new@example.test' },
    { id: 'other', name: 'Other', email: 'lee@example.test' },
  ]);
  await db.insert(session).values([
    { id: 's1', token: 'noa-phone', userId: 'noa', expiresAt: expires },
    { id: 's2', token: 'noa-intruder', userId: 'noa', expiresAt: expires },
    { id: 's3', token: 'other-laptop', userId: 'other', expiresAt: expires },
  ]);
  await db.insert(account).values([
    { id: 'a1', accountId: 'noa', providerId: 'credential', userId: 'noa', password: 'intruders-hash', createdAt: before },
    { id: 'a2', accountId: 'noa-google', providerId: 'google', userId: 'noa', createdAt: before },
    { id: 'a3', accountId: 'intruder-google', providerId: 'google', userId: 'noa', createdAt: later },
  ]);
  await db.insert(verification).values([
    { id: 'v1', identifier: 'reset-password:intruders-token', value: 'noa', expiresAt: expires },
    { id: 'v2', identifier: 'reset-password:others-token', value: 'other', expiresAt: expires },
  ]);
});
afterAll(async () => database?.close());

describe('undoing an address change', () => {
  it('is an opaque link: no address in it, only a hash of it kept', async () => {
    const { db } = database;
    const token = await createRestoreToken(db, { userId: 'lee', previous: 'lee@example.test', current: 'lee-new@example.test' }, changedAt);
    expect(isValidParam('/restore-email/[id]', token)).toBe(true);
    expect(token).not.toMatch(/lee/);
    const rows = await db.select().from(verification).where(like(verification.identifier, 'restore-email:%'));
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
  });

  it('puts the previous address back and shuts what the intruder opened; the reset link goes to that address', async () => {
    const { db } = database;
    // The intruder changed it twice: the second notice went to their own first address, and the
    // owner's link still restores.
    const link = await createRestoreToken(db, { userId: 'noa', previous: 'noa@example.test', current: 'intruder-first@example.test' }, changedAt);
    expect(await openRestoreToken(db, link, later)).toMatchObject({ state: 'ready', claims: { previous: 'noa@example.test', current: 'intruder-first@example.test' } });
    const mail = mailbox();
    expect(await restoreAddress(db, link, mail, later)).toBe('restored');
    const [noa] = await db.select().from(user).where(eq(user.id, 'noa'));
    expect(noa).toMatchObject({ email: 'noa@example.test', emailVerified: true });
    expect(await db.select().from(session).where(eq(session.userId, 'noa'))).toEqual([]);
    // The password is gone; her own Google sign-in stays, the one linked after the change does not.
    const accounts = await db.select({ id: account.id, password: account.password }).from(account).where(eq(account.userId, 'noa'));
    expect(accounts.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'a1', password: null },
      { id: 'a2', password: null },
    ]);
    expect((await db.select({ id: verification.id }).from(verification).where(like(verification.identifier, 'reset-password:%'))).map((r) => r.id)).toEqual(['v2']);
    // Someone else's session stays.
    expect(await db.select({ id: session.id }).from(session).where(eq(session.userId, 'other'))).toEqual([{ id: 's3' }]);
    // The reset link to her address; the notice to the address the account had until now.
    expect(mail.sent).toEqual(['ended noa', 'reset noa@example.test', 'notice intruder@example.test (en, Noa): noa@example.test']);

    // Opened or pressed again: done, nothing sent twice. Changed again later, the used link stays used.
    expect((await openRestoreToken(db, link, later))?.state).toBe('restored');
    expect(await restoreAddress(db, link, mail, later)).toBe('restored');
    await db.update(user).set({ email: 'noa-moved@example.test' }).where(eq(user.id, 'noa'));
    expect((await openRestoreToken(db, link, later))?.state).toBe('restored');
    expect(await restoreAddress(db, link, mail, later)).toBe('restored');
    expect(mail.sent).toHaveLength(3);
    expect((await db.select({ email: user.email }).from(user).where(eq(user.id, 'noa')))[0]?.email).toBe('noa-moved@example.test');
  });

  it('restores once when pressed twice at once', async () => {
    const { db } = database;
    const link = await createRestoreToken(db, { userId: 'noa', previous: 'noa@example.test', current: 'noa-moved@example.test' }, changedAt);
    const mail = mailbox();
    const outcomes = await Promise.all([1, 2].map(() => restoreAddress(db, link, mail, later)));
    expect(outcomes).toEqual(['restored', 'restored']);
    expect(mail.sent).toEqual(['ended noa', 'reset noa@example.test', 'notice noa-moved@example.test (en, Noa): noa@example.test']);
  });

  it('stands even when neither email can be queued', async () => {
    const { db } = database;
    await db.update(user).set({ email: 'noa-again@example.test' }).where(eq(user.id, 'noa'));
    const link = await createRestoreToken(db, { userId: 'noa', previous: 'noa@example.test', current: 'noa-again@example.test' }, changedAt);
    const failing = async () => {
      throw new Error('outbox down');
    };
    expect(await restoreAddress(db, link, { reset: failing, replaced: failing }, later)).toBe('restored');
    expect((await db.select({ email: user.email }).from(user).where(eq(user.id, 'noa')))[0]?.email).toBe('noa@example.test');
  });

  it('changes nothing when the previous address belongs to another account now', async () => {
    const { db } = database;
    const sent: string[] = [];
    const lee = await createRestoreToken(db, { userId: 'lee', previous: 'lee@example.test', current: 'lee-new@example.test' }, changedAt);
    expect((await openRestoreToken(db, lee, later))?.state).toBe('taken');
    expect(await restoreAddress(db, lee, mailbox(sent), later)).toBe('taken');
    expect(sent).toEqual([]);
    expect((await db.select({ email: user.email }).from(user).where(eq(user.id, 'lee')))[0]?.email).toBe('lee-new@example.test');
  });

  it('refuses an expired or unknown link, or one whose account is gone', async () => {
    const { db } = database;
    const sent: string[] = [];
    await db.update(user).set({ email: 'noa-elsewhere@example.test' }).where(eq(user.id, 'noa'));
    const link = await createRestoreToken(db, { userId: 'noa', previous: 'noa@example.test', current: 'noa-elsewhere@example.test' }, changedAt);
    const afterExpiry = new Date(expires.getTime() + 1);
    expect(await openRestoreToken(db, link, afterExpiry)).toBeNull();
    expect(await restoreAddress(db, link, mailbox(sent), afterExpiry)).toBeNull();
    expect(await openRestoreToken(db, `${link.slice(0, -2)}AA`, later)).toBeNull();
    expect(await openRestoreToken(db, 'x'.repeat(500), later)).toBeNull();
    const gone = await createRestoreToken(db, { userId: 'gone', previous: 'gone@example.test', current: 'x@example.test' }, changedAt);
    expect(await openRestoreToken(db, gone, later)).toBeNull();
    expect(await restoreAddress(db, gone, mailbox(sent), later)).toBeNull();
    expect(sent).toEqual([]);
  });
});
