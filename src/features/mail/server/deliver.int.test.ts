import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { emailOutbox } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { deliverDueEmails, MAX_ATTEMPTS, retryDelaySeconds } from './deliver';
import { enqueueEmail } from './outbox';
import { smtpSender } from './smtp';

let database: Database;
let server: SMTPServer;
let port: number;
const received: Array<{ to: string; raw: string }> = [];

beforeAll(async () => {
  database = await testDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) callback(new Error('mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});
beforeEach(async () => {
  received.length = 0;
  await database.db.delete(emailOutbox);
});

const send = () => smtpSender(`smtp://127.0.0.1:${port}`, 'Exhale <hello@exhale.test>');
const mail = (to: string) => ({ to, locale: 'de', template: 'test', subject: `Hallo ${to}`, text: `Link: https://exhale.test/x?to=${to}` });

describe('email outbox', () => {
  it('sends what was written in a transaction, and nothing of a transaction that failed', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueEmail(tx, mail('kept@exhale.test'), { deliverable: true });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, mail('rolled-back@exhale.test'), { deliverable: true });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await deliverDueEmails(database.db, send())).toEqual({ claimed: 1, sent: 1, failed: 0, skipped: 0, released: 0 });
    expect(received.map((m) => m.to)).toEqual(['kept@exhale.test']);
    expect(received[0]!.raw).toContain('Subject: Hallo kept@exhale.test');
    const [row] = await database.db.select().from(emailOutbox);
    // The row's id is the Message-ID, so a copy sent again after a crash is known as the same email.
    expect(received[0]!.raw).toMatch(new RegExp(`^Message-ID: <${row!.id}@exhale\\.test>`, 'im'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('retries a failed delivery later with a growing delay, and gives up with the error kept', async () => {
    await enqueueEmail(database.db, mail('bounce@exhale.test'), { deliverable: true });
    expect(await deliverDueEmails(database.db, send())).toMatchObject({ claimed: 1, failed: 1 });
    let [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing is claimed.
    expect(await deliverDueEmails(database.db, send())).toMatchObject({ claimed: 0 });

    await database.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) });
    await deliverDueEmails(database.db, send());
    [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(received).toHaveLength(0);
    expect(retryDelaySeconds(1)).toBeLessThan(retryDelaySeconds(2));
  });

  it('gives non-transactional mail the one-click unsubscribe headers of RFC 8058, and account mail none', async () => {
    const url = 'https://exhale.test/unsubscribe/abc.def';
    await enqueueEmail(database.db, { ...mail('news@exhale.test'), category: 'news', unsubscribeUrl: url }, { deliverable: true });
    await enqueueEmail(database.db, mail('account@exhale.test'), { deliverable: true });
    expect(await deliverDueEmails(database.db, send())).toMatchObject({ sent: 2 });
    const news = received.find((m) => m.to === 'news@exhale.test')!.raw;
    expect(news).toContain(`List-Unsubscribe: <${url}>`);
    expect(news).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(received.find((m) => m.to === 'account@exhale.test')!.raw).not.toContain('List-Unsubscribe');
  });

  it('never sends held mail (no SMTP server configured)', async () => {
    await enqueueEmail(database.db, mail('held@exhale.test'), { deliverable: false });
    expect(await deliverDueEmails(database.db, send())).toMatchObject({ claimed: 0 });
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'held@exhale.test'));
    expect(row!.status).toBe('held');
  });

  it('sends each email once when several workers run at the same time', async () => {
    for (let i = 0; i < 12; i++) await enqueueEmail(database.db, mail(`crowd${i}@exhale.test`), { deliverable: true });
    const results = await Promise.all([
      deliverDueEmails(database.db, send(), { batch: 5 }),
      deliverDueEmails(database.db, send(), { batch: 5 }),
      deliverDueEmails(database.db, send(), { batch: 5 }),
    ]);
    await deliverDueEmails(database.db, send());
    expect(results.reduce((n, r) => n + r.claimed, 0)).toBeLessThanOrEqual(12);
    expect(received).toHaveLength(12);
    expect(new Set(received.map((m) => m.to)).size).toBe(12);
    const sentRows = await database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, 'sent'));
    expect(sentRows).toHaveLength(12);
  });

  it('puts back what a stopping server has claimed and not sent, for another instance at once', async () => {
    for (let i = 0; i < 4; i++) await enqueueEmail(database.db, mail(`stop${i}@exhale.test`), { deliverable: true });
    let sentSoFar = 0;
    const counting = send();
    // SIGTERM arrives while the second email is being sent.
    const result = await deliverDueEmails(database.db, (message) => counting(message).then(() => void sentSoFar++), { stopping: () => sentSoFar >= 2 });
    expect(result).toEqual({ claimed: 4, sent: 2, failed: 0, skipped: 0, released: 2 });
    const rows = await database.db.select({ status: emailOutbox.status, lockedUntil: emailOutbox.lockedUntil, attempts: emailOutbox.attempts }).from(emailOutbox);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'pending')).toEqual([
      { status: 'pending', lockedUntil: null, attempts: 0 },
      { status: 'pending', lockedUntil: null, attempts: 0 },
    ]);
    // Another instance sends them on its next round, without waiting for a claim to expire.
    expect(await deliverDueEmails(database.db, send())).toMatchObject({ claimed: 2, sent: 2 });
    expect(new Set(received.map((m) => m.to)).size).toBe(4);
  });

  it('takes back a claim left by a crashed worker', async () => {
    await enqueueEmail(database.db, mail('orphan@exhale.test'), { deliverable: true });
    await database.db.update(emailOutbox).set({ status: 'sending', lockedUntil: new Date(Date.now() - 1000) });
    expect(await deliverDueEmails(database.db, send())).toMatchObject({ sent: 1 });
  });
});
