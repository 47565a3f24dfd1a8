import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import type { Database } from '@/db/create';
import { accessGrant, adminAudit, checkIn, emailOutbox, emailPreference, milestone, purchase, quitAttempt, session, surveyResponse, user } from '@/db/schema';
import { entitlementOf } from '@/features/programme/server/steps-store';
import { finishTestCheckout, startCheckout } from '@/features/purchases/server/checkout';
import { testDatabase } from '../../../../test/database';
import { listAudit } from './audit';
import { cancelEmail, listBroadcasts, listEmails, queueBroadcastBatch, retryEmail, sendTestEmail, startBroadcast } from './email-admin';
import { listPurchases, purchaseQueryFrom, purchasesCsv, refundPurchase } from './purchases-admin';
import { dashboardStats, periodFrom } from './stats';
import { grantAccess, listGrants, revokeAccess, setDisabled, userSummary } from './users-admin';

let database: Database;
const now = new Date('2026-12-01T10:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'root', name: 'Root', email: 'root@example.test', locale: 'en', role: 'admin' },
    { id: 'ana', name: 'Ana', email: 'ana@example.test', locale: 'pl', createdAt: new Date('2026-11-28T09:00:00Z') },
    { id: 'ben', name: 'Ben', email: 'ben@example.test', locale: 'de', createdAt: new Date('2026-11-30T09:00:00Z') },
  ]);
  process.env.PAYMENTS = 'test';
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.PAYMENTS;
  resetEnvCache();
  await database?.close();
});
afterEach(() => resetEnvCache());

const audits = (action: string) => database.db.select().from(adminAudit).where(eq(adminAudit.action, action));

describe('grants', () => {
  it('gives programme access to an existing account once, and takes it back, each written to the audit log', async () => {
    const { db } = database;
    expect(await entitlementOf(db, 'ana')).toEqual({ paymentsOn: true, purchased: false });
    const [first, second] = await Promise.all([
      grantAccess(db, 'root', { email: 'ANA@example.test ', kind: 'programme', locale: 'en' }, now),
      grantAccess(db, 'root', { email: 'ana@example.test', kind: 'programme', locale: 'en' }, now),
    ]);
    expect([first, second]).toEqual(expect.arrayContaining([expect.objectContaining({ ok: true, created: false, changed: true }), expect.objectContaining({ ok: true, changed: false })]));
    expect(await entitlementOf(db, 'ana')).toEqual({ paymentsOn: true, purchased: true });
    expect(await revokeAccess(db, 'root', { email: 'ana@example.test', kind: 'programme' }, now)).toEqual({ ok: true, changed: true });
    expect(await revokeAccess(db, 'root', { email: 'ana@example.test', kind: 'programme' }, now)).toEqual({ ok: true, changed: false });
    expect(await entitlementOf(db, 'ana')).toEqual({ paymentsOn: true, purchased: false });
    expect((await audits('grant')).length).toBe(1);
    expect((await audits('revoke')).length).toBe(1);
    const grants = await listGrants(db);
    expect(grants[0]).toMatchObject({ email: 'ana@example.test', kind: 'programme', grantedBy: 'root@example.test', revokedBy: 'root@example.test' });
  });

  it('makes an account for an unknown address, in the chosen language', async () => {
    const { db } = database;
    const result = await grantAccess(db, 'root', { email: 'new.person@example.test', kind: 'admin', locale: 'fr' }, now);
    expect(result).toMatchObject({ ok: true, created: true, changed: true });
    const [made] = await db.select().from(user).where(eq(user.email, 'new.person@example.test'));
    expect(made).toMatchObject({ locale: 'fr', role: 'admin', emailVerified: false });
  });

  it('never removes the last admin, and two admins removing each other leaves one', async () => {
    const { db } = database;
    const both = await Promise.all([
      revokeAccess(db, 'root', { email: 'new.person@example.test', kind: 'admin' }, now),
      revokeAccess(db, (await db.select({ id: user.id }).from(user).where(eq(user.email, 'new.person@example.test')))[0]!.id, { email: 'root@example.test', kind: 'admin' }, now),
    ]);
    expect(both.filter((r) => 'ok' in r).length).toBe(1);
    expect(both.find((r) => 'error' in r)).toMatchObject({ error: 'failed-precondition' });
    const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
    const last = admins[0]!.id;
    const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, last));
    expect(await revokeAccess(db, last, { email: me!.email, kind: 'admin' }, now)).toEqual({ error: 'failed-precondition', fields: { email: 'lastAdminSelf' } });
    // Put things back for the tests after this one.
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, 'root'));
  });
});

describe('users', () => {
  it('disables an account: its sessions end at once, enabling restores sign-in; not oneself', async () => {
    const { db } = database;
    // A session that has not expired, on the database's clock too (whatever day the test runs).
    await db.insert(session).values({ id: 's1', token: 'tok-ben', userId: 'ben', expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    expect(await setDisabled(db, 'root', 'root', true, now)).toEqual({ error: 'failed-precondition', fields: { form: 'notYourself' } });
    expect(await setDisabled(db, 'root', 'ben', true, now)).toEqual({ ok: true, changed: true });
    expect(await setDisabled(db, 'root', 'ben', true, now)).toEqual({ ok: true, changed: false });
    expect(await db.select().from(session).where(eq(session.userId, 'ben'))).toHaveLength(0);
    expect((await db.select({ banned: user.banned }).from(user).where(eq(user.id, 'ben')))[0]!.banned).toBe(true);
    expect(await setDisabled(db, 'root', 'ben', false, now)).toEqual({ ok: true, changed: true });
    expect(await setDisabled(db, 'root', 'nobody', true, now)).toMatchObject({ error: 'not-found' });
    expect((await audits('disable')).length).toBe(1);
    expect((await audits('enable')).length).toBe(1);
  });

  it("shows a person's summary without answers or notes", async () => {
    const { db } = database;
    await db.insert(surveyResponse).values({ id: 'sr1', userId: 'ana', answers: { secret: 'do not show' }, mtss: 4, importance: 8, confidence: 6, completedAt: now } as never);
    const summary = await userSummary(db, 'ana');
    expect(summary).toMatchObject({ email: 'ana@example.test', counts: { surveys: 1, tests: 0 } });
    expect(JSON.stringify(summary)).not.toContain('do not show');
    expect(await userSummary(db, 'nobody')).toBeNull();
  });
});

describe('purchases', () => {
  it('refunds a test purchase once, takes access back, and lists and exports the filtered rows', async () => {
    const { db } = database;
    const started = await startCheckout(db, 'ben', { currency: 'EUR', locale: 'de' }, now);
    if (!started.ok) throw new Error('not started');
    await finishTestCheckout(db, 'ben', started.purchase.id, 'complete', now);
    expect(await entitlementOf(db, 'ben')).toEqual({ paymentsOn: true, purchased: true });
    const twice = await Promise.all([refundPurchase(db, 'root', started.purchase.id, now), refundPurchase(db, 'root', started.purchase.id, now)]);
    expect(twice.map((r) => ('ok' in r ? r.status : r.error)).sort()).toEqual(['alreadyRefunded', 'refunded']);
    expect(await entitlementOf(db, 'ben')).toEqual({ paymentsOn: true, purchased: false });
    expect((await audits('refund')).length).toBe(1);
    expect(await refundPurchase(db, 'root', 'missing', now)).toMatchObject({ error: 'not-found' });

    const pending = await startCheckout(db, 'ana', { currency: 'PLN', locale: 'pl' }, now);
    if (!pending.ok) throw new Error('not started');
    expect(await refundPurchase(db, 'root', pending.purchase.id, now)).toEqual({ error: 'failed-precondition', fields: { form: 'notRefundable' } });

    const all = await listPurchases(db, purchaseQueryFrom(new URLSearchParams()));
    expect(all.total).toBe(2);
    const byEmail = await listPurchases(db, purchaseQueryFrom(new URLSearchParams({ q: 'BEN@' })));
    expect(byEmail.rows.map((r) => r.reference)).toEqual([started.purchase.reference]);
    const byReference = await listPurchases(db, purchaseQueryFrom(new URLSearchParams({ q: pending.purchase.reference.toLowerCase() })));
    expect(byReference.rows.map((r) => r.email)).toEqual(['ana@example.test']);
    expect((await listPurchases(db, purchaseQueryFrom(new URLSearchParams({ status: 'refunded', currency: 'EUR' })))).total).toBe(1);
    expect((await listPurchases(db, purchaseQueryFrom(new URLSearchParams({ status: 'bogus', sort: 'amount', dir: 'asc' })))).rows.map((r) => r.currency)).toEqual(['EUR', 'PLN']);
    expect((await listPurchases(db, purchaseQueryFrom(new URLSearchParams({ from: '2026-12-02' })))).total).toBe(0);

    const csv = await purchasesCsv(db, purchaseQueryFrom(new URLSearchParams({ currency: 'PLN' })));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('reference,email,status,currency,amount,provider,created_at,paid_at,revoked_at,locale');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`"${pending.purchase.reference}","ana@example.test","pending","PLN","79.00","test","2026-12-01T10:00:00.000Z","","","pl"`);
  });

  it('defuses a formula in an exported cell', async () => {
    const { db } = database;
    await db.update(user).set({ email: '=cmd@example.test' }).where(eq(user.id, 'ana'));
    const csv = await purchasesCsv(db, purchaseQueryFrom(new URLSearchParams({ currency: 'PLN' })));
    expect(csv).toContain(`"'=cmd@example.test"`);
    await db.update(user).set({ email: 'ana@example.test' }).where(eq(user.id, 'ana'));
  });
});

describe('email', () => {
  it('retries a failed email and cancels a queued one, once each', async () => {
    const { db } = database;
    await db.insert(emailOutbox).values([
      { id: 'failed-1', toAddress: 'ana@example.test', locale: 'pl', template: 't', subject: 's', textBody: 'b', status: 'failed', attempts: 6, lastError: 'refused' },
      { id: 'queued-1', toAddress: 'ben@example.test', locale: 'de', template: 't', subject: 's', textBody: 'b', status: 'pending' },
      { id: 'sent-1', toAddress: 'ben@example.test', locale: 'de', template: 't', subject: 'Hello sent', textBody: 'b', status: 'sent' },
    ]);
    expect(await retryEmail(db, 'root', 'failed-1', now)).toEqual({ ok: true, changed: true });
    expect(await retryEmail(db, 'root', 'failed-1', now)).toEqual({ ok: true, changed: false });
    expect((await db.select().from(emailOutbox).where(eq(emailOutbox.id, 'failed-1')))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await retryEmail(db, 'root', 'sent-1', now)).toMatchObject({ error: 'failed-precondition' });
    expect(await cancelEmail(db, 'root', 'queued-1', now)).toEqual({ ok: true, changed: true });
    expect(await cancelEmail(db, 'root', 'queued-1', now)).toEqual({ ok: true, changed: false });
    expect(await cancelEmail(db, 'root', 'sent-1', now)).toMatchObject({ error: 'failed-precondition' });
    expect((await listEmails(db, { q: 'hello', page: 1 })).rows.map((r) => r.id)).toEqual(['sent-1']);
    expect((await listEmails(db, { status: 'skipped', q: '', page: 1 })).rows.map((r) => r.id)).toEqual(['queued-1']);
  });

  it("sends the admin's test email with the time written in their language", async () => {
    const { db } = database;
    await db.update(user).set({ locale: 'fr' }).where(eq(user.id, 'root'));
    try {
      expect(await sendTestEmail(db, 'root', now)).toEqual({ ok: true, email: 'root@example.test' });
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.template, 'admin-test'));
      const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(now);
      expect(mail!.textBody).toContain(`Envoyé le ${when} (UTC).`);
      expect(mail!.textBody).not.toContain(now.toISOString().slice(0, 10));
    } finally {
      await db.update(user).set({ locale: 'en' }).where(eq(user.id, 'root'));
    }
  });

  it("forgets a deleted person's address and text when their confirmation is cancelled", async () => {
    const { db } = database;
    await db.insert(emailOutbox).values({ id: 'gone-1', toAddress: 'gone@example.test', locale: 'de', template: 'accountDeleted', subject: 'Gelöscht', textBody: 'Hallo Gone', status: 'held' });
    expect(await cancelEmail(db, 'root', 'gone-1', now)).toEqual({ ok: true, changed: true });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, 'gone-1'));
    expect(row).toMatchObject({ status: 'skipped', skipReason: 'cancelled', toAddress: '', textBody: '', htmlBody: null });
  });

  it('broadcasts in batches to the chosen languages, leaving out who unsubscribed and who is disabled', async () => {
    const { db } = database;
    const people = Array.from({ length: 7 }, (_, i) => ({ id: `de-${i}`, name: `P${i}`, email: `p${i}@example.test`, locale: 'de' }));
    await db.insert(user).values(people);
    await db.insert(emailPreference).values([
      { userId: 'de-0', news: true },
      { userId: 'de-1', news: true },
      { userId: 'de-2', news: true },
      { userId: 'de-3', news: true },
      { userId: 'de-4', news: false },
      { userId: 'ben', news: true },
    ]);
    await db.update(user).set({ banned: true }).where(eq(user.id, 'de-3'));
    // news is off by default: de-5 and de-6 never chose it; de-4 left it; de-3 is disabled.
    expect(await startBroadcast(db, 'root', { locales: ['fr'], category: 'news', subject: 'Hi', body: 'Body' }, now)).toEqual({ error: 'failed-precondition', fields: { locales: 'nobody' } });
    const started = await startBroadcast(db, 'root', { locales: ['de'], category: 'news', subject: 'Neuigkeiten', body: 'Erster Absatz.\n\nZweiter Absatz.' }, now);
    expect(started).toMatchObject({ ok: true, total: 4 });
    const queued = await db.select({ to: emailOutbox.toAddress, text: emailOutbox.textBody, unsubscribe: emailOutbox.unsubscribeUrl, category: emailOutbox.category }).from(emailOutbox).where(eq(emailOutbox.template, 'broadcast'));
    expect(queued.map((q) => q.to).sort()).toEqual(['ben@example.test', 'p0@example.test', 'p1@example.test', 'p2@example.test']);
    expect(queued.every((q) => q.category === 'news' && q.unsubscribe?.includes('/de/unsubscribe/'))).toBe(true);
    expect(queued[0]!.text).toContain('Zweiter Absatz.');
    expect(await queueBroadcastBatch(db)).toBe(0);
    const [progress] = await listBroadcasts(db);
    expect(progress).toMatchObject({ subject: 'Neuigkeiten', total: 4, queued: 4, finished: true, createdBy: 'root@example.test' });
    expect((await audits('broadcast')).length).toBe(1);
  });

  it('starts one broadcast for a request sent twice, even at once', async () => {
    const { db } = database;
    const input = { locales: ['de' as const], category: 'news' as const, subject: 'Einmal', body: 'Nur einmal.', requestId: crypto.randomUUID() };
    const [first, second] = await Promise.all([startBroadcast(db, 'root', input, now), startBroadcast(db, 'root', input, now)]);
    const again = await startBroadcast(db, 'root', input, now);
    expect(first).toMatchObject({ ok: true, total: 4 });
    expect(second).toEqual(first);
    expect(again).toEqual(first);
    const rows = await db.select({ to: emailOutbox.toAddress }).from(emailOutbox).where(eq(emailOutbox.subject, 'Einmal'));
    expect(rows).toHaveLength(4);
    expect((await listBroadcasts(db)).filter((b) => b.subject === 'Einmal')).toHaveLength(1);
    await db.delete(emailOutbox).where(eq(emailOutbox.subject, 'Einmal'));
  });

  it('queues a large broadcast batch by batch, each person once', async () => {
    const { db } = database;
    const many = Array.from({ length: 25 }, (_, i) => ({ id: `it-${String(i).padStart(2, '0')}`, name: `I${i}`, email: `i${i}@example.test`, locale: 'it' }));
    await db.insert(user).values(many);
    const started = await startBroadcast(db, 'root', { locales: ['it'], category: 'reminders', subject: 'Promemoria', body: 'Testo' }, now);
    expect(started).toMatchObject({ ok: true, total: 25 });
    // The first batch went with the request (200 at a time): here all 25; batches of 10 are tried below.
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(and(eq(emailOutbox.template, 'broadcast'), eq(emailOutbox.category, 'reminders'))))[0]!.n;
    expect(await count()).toBe(25);
    const second = await startBroadcast(db, 'root', { locales: ['it'], category: 'reminders', subject: 'Di nuovo', body: 'Testo' }, now);
    if (!('ok' in second)) throw new Error('refused');
    await db.delete(emailOutbox).where(eq(emailOutbox.broadcastId, second.id));
    await db.execute(sql`update email_broadcast set queued = 0, cursor = null, finished_at = null where id = ${second.id}`);
    expect(await queueBroadcastBatch(db, 10)).toBe(10);
    expect(await queueBroadcastBatch(db, 10)).toBe(10);
    expect(await queueBroadcastBatch(db, 10)).toBe(5);
    expect(await queueBroadcastBatch(db, 10)).toBe(0);
    const rows = await db.select({ to: emailOutbox.toAddress }).from(emailOutbox).where(eq(emailOutbox.broadcastId, second.id));
    expect(new Set(rows.map((r) => r.to)).size).toBe(25);
  });
});

describe('the dashboard and the audit log', () => {
  it('counts in the period, by day, and per currency', async () => {
    const { db } = database;
    // The accounts the tests above made without a date have the database's clock, which can fall
    // in this test's period (it did on 2026-11-30): they are moved to long before it, so that only
    // Ana's and Ben's sign-ups are counted, whatever the day the test runs.
    await db.update(user).set({ createdAt: new Date('2025-01-01T00:00:00Z') }).where(notInArray(user.id, ['ana', 'ben']));
    await db.insert(quitAttempt).values({ id: 'qa1', userId: 'ana', quitDate: '2026-11-29', timeZone: 'Europe/Warsaw', triggers: [], strategies: [], nrt: 'none', createdAt: new Date('2026-11-28T10:00:00Z') } as never);
    await db.insert(checkIn).values([
      { id: 'c1', userId: 'ana', attemptId: 'qa1', day: '2026-11-29', smokeFree: true, cravings: 2, cravingStrength: 3, mood: 3 },
      { id: 'c2', userId: 'ana', attemptId: 'qa1', day: '2026-11-30', smokeFree: false, cravings: 5, cravingStrength: 4, mood: 2 },
    ] as never);
    await db.insert(milestone).values({ id: 'm1', userId: 'ana', kind: 'day1', attemptId: 'qa1', reachedAt: new Date('2026-11-30T00:00:00Z') } as never);
    const period = periodFrom({ days: '7' }, now);
    expect(period).toMatchObject({ from: '2026-11-25', to: '2026-12-01', preset: 7 });
    const stats = await dashboardStats(db, period, now);
    expect(stats.daily).toHaveLength(7);
    expect(stats.daily.find((d) => d.day === '2026-11-30')).toEqual({ day: '2026-11-30', signUps: 1, checkIns: 1, smokeFree: 0 });
    expect(stats.daily.find((d) => d.day === '2026-11-29')).toMatchObject({ checkIns: 1, smokeFree: 1 });
    expect(stats.totals).toMatchObject({ surveys: 1, attemptsStarted: 1, attemptsRunning: 1, checkIns: 2 });
    expect(stats.milestones).toEqual([{ kind: 'day1', people: 1 }]);
    expect(stats.revenue).toEqual([{ currency: 'EUR', purchases: 1, amountMinor: 0, refunds: 1 }]);
    // A custom period is ordered, ends today at the latest, and spans a year at most.
    expect(periodFrom({ from: '2027-05-01', to: '2026-11-01' }, now)).toMatchObject({ from: '2026-11-01', to: '2026-12-01', preset: null });
    expect(periodFrom({ from: '2020-01-01', to: '2026-12-01' }, now).from).toBe('2025-12-01');
    expect(periodFrom({ days: '12' }, now).preset).toBe(30);
  });

  it('lists the log with filters, and the database refuses to change it', async () => {
    const { db } = database;
    const refunds = await listAudit(db, { action: 'refund' });
    expect(refunds.total).toBe(1);
    expect(refunds.rows[0]).toMatchObject({ action: 'refund', actorEmail: 'root@example.test', targetEmail: 'ben@example.test' });
    expect((await listAudit(db, { from: new Date('2027-01-01T00:00:00Z') })).total).toBe(0);
    await expect(db.execute(sql`update admin_audit set action = 'nothing'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit`)).rejects.toThrow();
    // Deleting an account keeps the entries, without the account.
    await db.delete(purchase).where(eq(purchase.userId, 'ben'));
    await db.delete(user).where(eq(user.id, 'ben'));
    const after = await listAudit(db, { action: 'refund' });
    expect(after.rows[0]).toMatchObject({ targetEmail: null, target: expect.stringMatching(/^EX-/) });
    expect(await db.select().from(accessGrant).where(eq(accessGrant.userId, 'ben'))).toHaveLength(0);
  });
});
