import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { emailOutbox, user } from '@/db/schema';
import { signUnsubscribeToken } from '../email-token';
import { deliverDueEmails, type MailMessage } from './deliver';
import { emailLinkSecret } from './links';
import { enqueueEmail } from './outbox';
import { preferencesOf } from './preferences';
import { applyUnsubscribe, openUnsubscribeToken, unsubscribeActionOf } from './unsubscribe';
import { testDatabase } from '../../../../test/database';

let database: Database;
const token = (category: 'certificates' | 'news', userId = 'u1') => signUnsubscribeToken(emailLinkSecret(), { userId, address: 'ana@example.test', category });

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
}

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'u1', name: 'Ana', email: 'ana@example.test' },
    { id: 'u2', name: 'Bo', email: 'bo@example.test' },
  ]);
});
afterAll(async () => database?.close());

describe('email preferences and unsubscribe links', () => {
  it('start from the defaults: everything about the programme, no news', async () => {
    expect(await preferencesOf(database.db, 'u1')).toEqual({ certificates: true, challenges: true, reminders: true, news: false });
  });

  it('one click leaves exactly the category the link names', async () => {
    const { db } = database;
    expect(unsubscribeActionOf(form({ 'List-Unsubscribe': 'One-Click' }))).toEqual({ kind: 'one-click' });
    expect(await applyUnsubscribe(db, token('certificates'), { kind: 'one-click' })).toEqual({ certificates: false, challenges: true, reminders: true, news: false });
    // Again: nothing more changes.
    expect(await applyUnsubscribe(db, token('certificates'), { kind: 'one-click' })).toMatchObject({ certificates: false, challenges: true });
  });

  it('the page form saves every category, and can subscribe again', async () => {
    const { db } = database;
    const action = unsubscribeActionOf(form({ action: 'save', certificates: 'on', news: 'on' }));
    expect(action).toEqual({ kind: 'save', preferences: { certificates: true, challenges: false, reminders: false, news: true } });
    await applyUnsubscribe(db, token('news'), action!);
    expect(await preferencesOf(db, 'u1')).toEqual({ certificates: true, challenges: false, reminders: false, news: true });
  });

  it('a forged, malformed or orphaned token changes nothing', async () => {
    const { db } = database;
    const before = await preferencesOf(db, 'u1');
    const good = token('certificates');
    const forged = `${good.slice(0, -3)}${good.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const bad of [forged, 'not-a-token', '', token('certificates', 'nobody')]) {
      expect(await openUnsubscribeToken(db, bad)).toBeNull();
      expect(await applyUnsubscribe(db, bad, { kind: 'one-click' })).toBeNull();
    }
    expect(await preferencesOf(db, 'u1')).toEqual(before);
    expect(unsubscribeActionOf(form({ action: 'delete-everything' }))).toBeNull();
  });
});

describe('the outbox at sending time', () => {
  it('skips mail of a category its recipient left, sends the rest with List-Unsubscribe headers', async () => {
    const { db } = database;
    await applyUnsubscribe(db, token('certificates', 'u2'), { kind: 'one-click' });
    const base = { to: 'bo@example.test', locale: 'en', subject: 'S', text: 'T', userId: 'u2' };
    const skipped = await enqueueEmail(db, { ...base, template: 'certification', category: 'certificates', unsubscribeUrl: 'https://exhale.example/unsubscribe/x' }, { deliverable: true });
    const reminder = await enqueueEmail(db, { ...base, template: 'reminder', category: 'reminders', unsubscribeUrl: 'https://exhale.example/unsubscribe/y' }, { deliverable: true });
    const account = await enqueueEmail(db, { ...base, template: 'reset' }, { deliverable: true });
    const sent: MailMessage[] = [];
    const result = await deliverDueEmails(db, async (message) => void sent.push(message));
    expect(result).toMatchObject({ sent: 2, skipped: 1, failed: 0 });
    expect(sent.map((m) => m.unsubscribeUrl)).toEqual(expect.arrayContaining([null, 'https://exhale.example/unsubscribe/y']));
    const rows = new Map((await db.select().from(emailOutbox).where(eq(emailOutbox.userId, 'u2'))).map((r) => [r.id, r]));
    expect(rows.get(skipped)).toMatchObject({ status: 'skipped', skipReason: 'unsubscribed:certificates', attempts: 0 });
    expect(rows.get(reminder)?.status).toBe('sent');
    expect(rows.get(account)?.status).toBe('sent');
    // A skipped email is never tried again.
    expect(await deliverDueEmails(db, async (message) => void sent.push(message))).toMatchObject({ claimed: 0 });
  });
});
