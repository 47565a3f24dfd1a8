import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import type { Database } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { checkIn, emailOutbox, pushSubscription, quitAttempt, reminderSent, user } from '@/db/schema';
import { signUnsubscribeToken } from '@/features/mail/email-token';
import { emailLinkSecret } from '@/features/mail/server/links';
import { applyUnsubscribe } from '@/features/mail/server/unsubscribe';
import { testDatabase } from '../../../../test/database';
import type { PushPayload } from './messages';
import { webPushSender, type PushSender } from './push';
import { runReminderTick } from './scheduler';
import { removePushSubscription, saveReminderSettings } from './store';
import { vapidKeys } from './vapid';

let database: Database;
const noPush: PushSender = async () => 'sent';

async function person(id: string, options: { locale?: string; timeZone: string; quitDate: string; daily?: string | null; programme?: boolean; from: string }) {
  const { db } = database;
  await db.insert(user).values({ id, name: id, email: `${id}@example.test`, locale: options.locale ?? 'en' });
  await db.insert(quitAttempt).values({ id: `${id}-attempt`, userId: id, quitDate: options.quitDate, timeZone: options.timeZone, triggers: [], strategies: [], nrt: 'none' });
  await saveReminderSettings(db, id, { daily: options.daily != null, dailyTime: options.daily ?? '20:00', programme: options.programme ?? false }, new Date(options.from));
}

/** Runs the scheduler every `stepMinutes` from `from` to `to`, as the server's timer would. */
async function runFromTo(from: string, to: string, stepMinutes = 15, send: PushSender = noPush) {
  for (let t = Date.parse(from); t <= Date.parse(to); t += stepMinutes * 60_000) await runReminderTick(database.db, new Date(t), send);
}

async function emailsTo(id: string) {
  return database.db.select({ subject: emailOutbox.subject, template: emailOutbox.template, locale: emailOutbox.locale, category: emailOutbox.category, unsubscribeUrl: emailOutbox.unsubscribeUrl, text: emailOutbox.textBody }).from(emailOutbox).where(eq(emailOutbox.userId, id)).orderBy(emailOutbox.createdAt);
}

async function sentTo(id: string) {
  return database.db.select({ kind: reminderSent.kind, localDate: reminderSent.localDate, sentAt: reminderSent.sentAt }).from(reminderSent).where(eq(reminderSent.userId, id)).orderBy(reminderSent.sentAt);
}

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => database?.close());

describe('the reminder scheduler', () => {
  it('sends the daily reminder at the chosen time on each person’s own clock, in their language', async () => {
    await person('berlin', { locale: 'de', timeZone: 'Europe/Berlin', quitDate: '2026-06-01', daily: '08:00', from: '2026-06-01T00:00:00Z' });
    await person('newyork', { locale: 'en', timeZone: 'America/New_York', quitDate: '2026-06-01', daily: '08:00', from: '2026-06-01T00:00:00Z' });
    await person('tokyo', { locale: 'pl', timeZone: 'Asia/Tokyo', quitDate: '2026-06-01', daily: '08:00', from: '2026-06-01T00:00:00Z' });
    await runFromTo('2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z');
    const at = async (id: string) => (await sentTo(id)).map((r) => [r.localDate, r.sentAt.toISOString()]);
    // 08:00 in Berlin (CEST) is 06:00Z, in New York (EDT) 12:00Z, in Tokyo 23:00Z the day before:
    // the 1st's was an hour ago at the first round (within its grace time), the 2nd's comes on time.
    expect(await at('berlin')).toEqual([['2026-06-01', '2026-06-01T06:00:00.000Z']]);
    expect(await at('newyork')).toEqual([['2026-06-01', '2026-06-01T12:00:00.000Z']]);
    expect(await at('tokyo')).toEqual([['2026-06-01', '2026-06-01T00:00:00.000Z'], ['2026-06-02', '2026-06-01T23:00:00.000Z']]);
    const [berlinEmail] = await emailsTo('berlin');
    expect(berlinEmail).toMatchObject({ subject: 'Zeit für deinen heutigen Check-in', template: 'reminder-daily', locale: 'de', category: 'reminders' });
    expect(berlinEmail!.unsubscribeUrl).toMatch(/^https:\/\/exhale\.example\/de\/unsubscribe\//);
    expect(berlinEmail!.text).toContain('https://exhale.example/de/nikotinentzug');
    expect((await emailsTo('tokyo'))[0]!.subject).toBe('Czas na dzisiejszy wpis');
  });

  it('sends a 02:30 reminder once on the day clocks go forward and once on the day they go back', async () => {
    await person('dst', { timeZone: 'Europe/Berlin', quitDate: '2026-03-20', daily: '02:30', from: '2026-03-28T00:00:00Z' });
    await runFromTo('2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z', 30);
    // 29 March has no 02:30: the reminder comes at 03:30 CEST (01:30Z), once.
    expect((await sentTo('dst')).map((r) => [r.localDate, r.sentAt.toISOString()])).toEqual([
      ['2026-03-28', '2026-03-28T01:30:00.000Z'],
      ['2026-03-29', '2026-03-29T01:30:00.000Z'],
      ['2026-03-30', '2026-03-30T00:30:00.000Z'],
    ]);
    await database.db.delete(reminderSent).where(eq(reminderSent.userId, 'dst'));
    await runFromTo('2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z', 30);
    // 25 October has 02:30 twice (00:30Z and 01:30Z): one reminder, at the first.
    expect((await sentTo('dst')).map((r) => [r.localDate, r.sentAt.toISOString()])).toEqual([
      ['2026-10-24', '2026-10-24T00:30:00.000Z'],
      ['2026-10-25', '2026-10-25T00:30:00.000Z'],
      ['2026-10-26', '2026-10-26T01:30:00.000Z'],
    ]);
  });

  it('sends programme messages on the quit day and days 1, 3, 7 and 14 in the morning, and nothing else', async () => {
    await person('course', { locale: 'fr', timeZone: 'America/Sao_Paulo', quitDate: '2026-05-04', programme: true, from: '2026-05-04T00:00:00Z' });
    await runFromTo('2026-05-04T00:00:00Z', '2026-05-25T00:00:00Z', 180);
    const sent = await sentTo('course');
    expect(sent.map((r) => [r.localDate, r.sentAt.toISOString()])).toEqual(
      ['2026-05-04', '2026-05-05', '2026-05-07', '2026-05-11', '2026-05-18'].map((d) => [d, `${d}T12:00:00.000Z`]),
    );
    expect((await emailsTo('course')).map((e) => e.template)).toEqual(['reminder-day0', 'reminder-day1', 'reminder-day3', 'reminder-day7', 'reminder-day14']);
    expect((await emailsTo('course'))[0]!.subject).toBe('C’est le jour de votre arrêt');
  });

  it('sends the new quit day’s message after a restart on a day an earlier message went', async () => {
    const { db } = database;
    await person('again', { timeZone: 'Europe/Berlin', quitDate: '2026-11-20', programme: true, from: '2026-11-27T00:00:00Z' });
    // Day 7 of the first attempt goes at 09:00 on 27 November; at 11:00 the person starts again, from that day.
    await runFromTo('2026-11-27T06:00:00Z', '2026-11-27T09:45:00Z');
    await db.update(quitAttempt).set({ endedAt: new Date('2026-11-27T10:00:00Z'), endReason: 'restart' }).where(eq(quitAttempt.userId, 'again'));
    await db.insert(quitAttempt).values({ id: 'again-2', userId: 'again', quitDate: '2026-11-27', timeZone: 'Europe/Berlin', triggers: [], strategies: [], nrt: 'none' });
    await runFromTo('2026-11-27T10:00:00Z', '2026-11-28T06:00:00Z');
    expect((await sentTo('again')).map((r) => [r.kind, r.localDate])).toEqual([
      ['programme:7', '2026-11-27'],
      ['programme:0', '2026-11-27'],
    ]);
    expect((await emailsTo('again')).map((e) => e.template)).toEqual(['reminder-day7', 'reminder-day0']);
  });

  it('does not send again a programme message recorded before the key named its day', async () => {
    const { db } = database;
    await person('legacy', { timeZone: 'UTC', quitDate: '2026-08-01', programme: true, from: '2026-08-01T00:00:00Z' });
    await db.insert(reminderSent).values({ userId: 'legacy', kind: 'programme', localDate: '2026-08-01', sentAt: new Date('2026-08-01T09:00:00Z') });
    await runFromTo('2026-08-01T09:00:00Z', '2026-08-02T00:00:00Z', 60);
    expect(await emailsTo('legacy')).toEqual([]);
  });

  it('skips a day already checked in, and stops without a running attempt or when switched off', async () => {
    const { db } = database;
    await person('quiet', { timeZone: 'UTC', quitDate: '2026-07-01', daily: '19:00', from: '2026-07-01T00:00:00Z' });
    await db.insert(checkIn).values({ id: 'quiet-1', userId: 'quiet', day: '2026-07-01', smokeFree: true, cravings: 1, cravingStrength: 3, mood: 4 });
    await runFromTo('2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z');
    expect(await sentTo('quiet')).toEqual([]);
    await db.update(quitAttempt).set({ endedAt: new Date('2026-07-02T10:00:00Z'), endReason: 'restart' }).where(eq(quitAttempt.userId, 'quiet'));
    await runFromTo('2026-07-02T00:00:00Z', '2026-07-03T00:00:00Z');
    expect(await sentTo('quiet')).toEqual([]);
    await person('off', { timeZone: 'UTC', quitDate: '2026-07-01', daily: null, programme: false, from: '2026-07-01T00:00:00Z' });
    await runFromTo('2026-07-01T00:00:00Z', '2026-07-03T00:00:00Z', 60);
    expect(await sentTo('off')).toEqual([]);
  });

  it('follows the email choices and the unsubscribe link: no email, the notification still goes', async () => {
    await person('leaver', { timeZone: 'UTC', quitDate: '2026-08-01', daily: '10:00', from: '2026-08-01T00:00:00Z' });
    const pushes: PushPayload[] = [];
    const collect: PushSender = async (_subscription, payload) => {
      pushes.push(payload);
      return 'sent';
    };
    await database.db.insert(pushSubscription).values({ id: 'leaver-push', userId: 'leaver', endpoint: 'https://push.example/leaver', p256dh: 'x', auth: 'y', locale: 'it' });
    await runFromTo('2026-08-01T09:00:00Z', '2026-08-01T11:00:00Z', 15, collect);
    expect(await emailsTo('leaver')).toHaveLength(1);
    const token = signUnsubscribeToken(emailLinkSecret(), { userId: 'leaver', address: 'leaver@example.test', category: 'reminders' });
    expect(await applyUnsubscribe(database.db, token, { kind: 'one-click' })).toMatchObject({ reminders: false });
    await runFromTo('2026-08-02T09:00:00Z', '2026-08-02T11:00:00Z', 15, collect);
    expect(await emailsTo('leaver')).toHaveLength(1);
    expect(await sentTo('leaver')).toHaveLength(2);
    expect(pushes).toEqual([
      { title: 'È ora del check-in di oggi', body: expect.any(String), url: '/it/smettere-di-fumare', tag: 'exhale-daily-2026-08-01' },
      { title: 'È ora del check-in di oggi', body: expect.any(String), url: '/it/smettere-di-fumare', tag: 'exhale-daily-2026-08-02' },
    ]);
    await removePushSubscription(database.db, 'leaver', 'https://push.example/leaver');
  });

  it('sends each reminder once when several instances run at the same time', async () => {
    const { db } = database;
    const ids = Array.from({ length: 30 }, (_, i) => `crowd${i}`);
    for (const id of ids) await person(id, { timeZone: 'Europe/Lisbon', quitDate: '2026-09-01', daily: '21:00', programme: true, from: '2026-09-01T00:00:00Z' });
    // Three instances, each with a round every 15 minutes, a little out of step, with small batches.
    for (let t = Date.parse('2026-09-01T07:00:00Z'); t <= Date.parse('2026-09-01T21:00:00Z'); t += 15 * 60_000) {
      await Promise.all([runReminderTick(db, new Date(t), noPush, { batch: 7 }), runReminderTick(db, new Date(t + 1000), noPush, { batch: 7 }), runReminderTick(db, new Date(t + 2000), noPush, { batch: 7 })]);
    }
    const counts = await db.execute(sql`select template, count(*)::int as n from email_outbox where user_id like 'crowd%' group by template order by template`);
    expect((counts as unknown as { rows: unknown[] }).rows).toEqual([
      { template: 'reminder-daily', n: 30 },
      { template: 'reminder-day0', n: 30 },
    ]);
  });

  it('runs a round for one person only, leaving everyone else’s reminders where they were', async () => {
    const { db } = database;
    await person('alone', { timeZone: 'UTC', quitDate: '2026-10-01', daily: '08:00', from: '2026-10-01T00:00:00Z' });
    await person('bystander', { timeZone: 'UTC', quitDate: '2026-10-01', daily: '08:00', from: '2026-10-01T00:00:00Z' });
    const nextCheckOf = async (id: string) => rowsOf<{ at: string }>(await db.execute(sql`select next_check_at::text as at from reminder_setting where user_id = ${id}`))[0]?.at;
    const before = await nextCheckOf('bystander');
    // A round late in the day, after the bystander's 08:00 reminder's grace time: run for everyone,
    // it would carry them past the reminder and move their next look to the next day.
    const result = await runReminderTick(db, new Date('2026-10-01T12:30:00Z'), noPush, { only: 'alone' });
    expect(result).toMatchObject({ claimed: 1 });
    expect(await nextCheckOf('bystander')).toBe(before);
    await runReminderTick(db, new Date('2026-10-01T08:05:00Z'), noPush, { only: 'bystander' });
    expect((await sentTo('bystander')).map((r) => r.localDate)).toEqual(['2026-10-01']);
    expect(await sentTo('alone')).toEqual([]);
  });

  it('removes a subscription its push service rejects and keeps one it accepts', async () => {
    const { db } = database;
    const received: Array<{ path: string; encoding: string | undefined; auth: string | undefined; bytes: number }> = [];
    const server: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push({ path: request.url!, encoding: request.headers['content-encoding'], auth: request.headers.authorization, bytes: Buffer.concat(chunks).length });
        response.writeHead(request.url === '/gone' ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await person('pusher', { timeZone: 'Europe/Warsaw', quitDate: '2026-09-10', daily: '18:00', from: '2026-09-10T00:00:00Z' });
      const browserKey = () => createECDH('prime256v1');
      for (const path of ['/gone', '/kept']) {
        const ecdh = browserKey();
        ecdh.generateKeys();
        await db.insert(pushSubscription).values({ id: `pusher${path}`, userId: 'pusher', endpoint: `${base}${path}`, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url'), locale: 'pl' });
      }
      const result = await runReminderTick(db, new Date('2026-09-10T16:05:00Z'), webPushSender(await vapidKeys(db, env())));
      expect(result.pushes).toEqual({ sent: 1, failed: 0, removed: 1 });
      expect(received.map((r) => r.path).sort()).toEqual(['/gone', '/kept']);
      for (const request of received) {
        expect(request.encoding).toBe('aes128gcm');
        expect(request.auth).toMatch(/^vapid t=.+, k=.+$/);
        expect(request.bytes).toBeGreaterThan(100);
      }
      const left = await db.select({ endpoint: pushSubscription.endpoint }).from(pushSubscription).where(and(eq(pushSubscription.userId, 'pusher')));
      expect(left).toEqual([{ endpoint: `${base}/kept` }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps one VAPID key pair for the database', async () => {
    const first = await vapidKeys(database.db, env());
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toMatch(/^mailto:/);
    expect((await vapidKeys(database.db, env())).privateKey).toBe(first.privateKey);
  });
});
