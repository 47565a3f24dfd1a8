import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@/db/create';
import { rowsOf } from '@/db/rows';
import * as s from '@/db/schema';
import { deliverDueEmails, type MailMessage } from '@/features/mail/server/deliver';
import { enqueueEmail } from '@/features/mail/server/outbox';
import { testDatabase } from '../../../../test/database';
import { LINK_REQUESTS_PER_ADDRESS, LINK_REQUESTS_PER_CLIENT, requestDeletionLink } from './data-requests';
import { deleteAccount } from './delete-account';
import { jsonExport, sectionCounts } from './export';
import { htmlExport, valueInWords, type SummaryText } from './export-html';
import { NOT_EXPORTED, SECTIONS } from './sections';
import { getTableName } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import de from '../../../../messages/de.json';

const german = createTranslator({ locale: 'de', messages: de });

let database: Database;
const now = new Date('2026-12-01T10:00:00Z');
const day = 24 * 3600 * 1000;

/** One row in every table that can hold something of `id`, and rows of a friend beside them. */
async function fillEverything(db: Db, id: string, email: string, friend: string, tag: string) {
  await db.insert(s.user).values({ id, name: `Name of ${tag}`, email, locale: 'de', role: 'admin' });
  await db.insert(s.account).values({ id: `acc-${tag}`, accountId: id, providerId: 'credential', userId: id, password: 'hash-of-secret', createdAt: now, updatedAt: now });
  await db.insert(s.session).values({ id: `ses-${tag}`, token: `token-${tag}`, expiresAt: new Date(now.getTime() + day), userId: id, ipAddress: '10.0.0.1', userAgent: 'Test', createdAt: now, updatedAt: now });
  await db.insert(s.session).values({ id: `imp-${tag}`, token: `token-imp-${tag}`, expiresAt: new Date(now.getTime() + day), userId: friend, impersonatedBy: id, createdAt: now, updatedAt: now });
  await db.insert(s.verification).values([
    { id: `ver1-${tag}`, identifier: `reset-password:tok-${tag}`, value: id, expiresAt: new Date(now.getTime() + day) },
    { id: `ver2-${tag}`, identifier: `magic-${tag}`, value: JSON.stringify({ email }), expiresAt: new Date(now.getTime() + day) },
  ]);
  await db.insert(s.emailPreference).values({ userId: id, news: true });
  await enqueueEmail(db, { to: email, userId: id, locale: 'de', template: 'verify', subject: 'Hallo', text: `Hallo ${email}` }, { deliverable: false });
  await enqueueEmail(
    db,
    {
      to: email.toUpperCase(),
      userId: null,
      locale: 'de',
      template: 'signInLink',
      subject: 'Link',
      text: `Anmelden: https://exhale.example/de/sign-in?mode=signIn&token=signin-secret-${tag}&redirect=%2Fde\n(Abmelden: https://exhale.example/de/unsubscribe/${'x'.repeat(30)}.${'y'.repeat(22)}).`,
    },
    { deliverable: false },
  );
  await db.insert(s.surveyResponse).values({ id: `sur-${tag}`, userId: id, answers: { reasons: ['health'] }, mtss: 5, importance: 8, confidence: 6, completedAt: now });
  await db.insert(s.testResult).values({ id: `tst-${tag}`, userId: id, answers: { q1: 3 }, score: 6, band: 'high', completedAt: now });
  await db.insert(s.smokingProfile).values({ userId: id, cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 800, currency: 'EUR', yearsSmoked: 10 });
  await db.insert(s.quitAttempt).values({ id: `att-${tag}`, userId: id, quitDate: '2026-11-20', timeZone: 'Europe/Berlin', triggers: ['coffee'], strategies: ['walk'], nrt: 'none' });
  await db.insert(s.checkIn).values({ id: `chk-${tag}`, userId: id, day: '2026-11-21', smokeFree: true, cravings: 3, cravingStrength: 4, mood: 3, note: 'a note' });
  await db.insert(s.craving).values({ id: `crv-${tag}`, userId: id, occurredAt: now, localHour: 11, trigger: 'coffee', strengthBefore: 7, strengthAfter: 3, passed: true, withSos: true });
  await db.insert(s.slip).values({ id: `slp-${tag}`, userId: id, attemptId: `att-${tag}`, occurredAt: now, cigarettes: 1, trigger: 'stress' });
  await db.insert(s.stepProgress).values({ userId: id, day: 1, doneAt: now });
  await db.insert(s.milestone).values({ id: `mil-${tag}`, userId: id, kind: 'day1', attemptId: `att-${tag}`, reachedAt: now });
  await db.insert(s.certificate).values({ id: `cer-${tag}`, userId: id, milestoneId: `mil-${tag}`, kind: 'day1', reachedAt: now, displayName: `Name of ${tag}`, dedication: 'For me', locale: 'de' });
  // A challenge of their own (no one else in it: it goes), and one a friend is in (it stays for them).
  await db.insert(s.challenge).values([
    { id: `alone-${tag}`, creatorId: id, kind: 'together', days: 7, startDate: '2026-11-20', timeZone: 'Europe/Berlin', message: 'Just me' },
    { id: `shared-${tag}`, creatorId: id, kind: 'together', days: 7, startDate: '2026-11-20', timeZone: 'Europe/Berlin', message: `Join me, ${email}` },
    { id: `friends-${tag}`, creatorId: friend, kind: 'together', days: 7, startDate: '2026-11-20', timeZone: 'Europe/Berlin', message: 'Friend' },
  ]);
  await db.insert(s.challengePartner).values([
    { challengeId: `alone-${tag}`, userId: id, displayName: `Name of ${tag}` },
    { challengeId: `shared-${tag}`, userId: id, displayName: `Name of ${tag}` },
    { challengeId: `shared-${tag}`, userId: friend, displayName: 'Friend' },
    { challengeId: `friends-${tag}`, userId: friend, displayName: 'Friend' },
    { challengeId: `friends-${tag}`, userId: id, displayName: `Name of ${tag}` },
  ]);
  await db.insert(s.challengeInvitation).values([
    { id: `inv1-${tag}`, challengeId: `shared-${tag}`, invitedBy: id, sentTo: 'someone@example.test', locale: 'de', expiresAt: new Date(now.getTime() + day) },
    { id: `inv2-${tag}`, challengeId: `friends-${tag}`, invitedBy: friend, sentTo: email, locale: 'de', expiresAt: new Date(now.getTime() + day), acceptedAt: now, acceptedBy: id },
  ]);
  await db.insert(s.encouragement).values([
    { id: `enc1-${tag}`, challengeId: `friends-${tag}`, fromUserId: id, toUserId: friend, text: 'Go on' },
    { id: `enc2-${tag}`, challengeId: `friends-${tag}`, fromUserId: friend, toUserId: id, preset: 'proud' },
  ]);
  await db.insert(s.purchase).values({ id: `pur-${tag}`, reference: `EX-${tag.toUpperCase()}`, userId: id, provider: 'test', currency: 'EUR', amountMinor: 1900, status: 'paid', locale: 'de', paidAt: now });
  await db.insert(s.accessGrant).values({ id: `grt-${tag}`, userId: id, kind: 'programme', grantedBy: friend });
  await db.insert(s.adminAudit).values([
    { id: `aud1-${tag}`, actorId: id, action: 'grant', targetUserId: friend, target: 'programme' },
    { id: `aud2-${tag}`, actorId: friend, action: 'grant', targetUserId: id, target: 'admin' },
  ]);
  await db.insert(s.reminderSetting).values({ userId: id, daily: true, dailyTime: '08:00', programme: true });
  await db.insert(s.pushSubscription).values({ id: `psh-${tag}`, userId: id, endpoint: `https://push.example/${tag}`, p256dh: 'key', auth: 'secret', locale: 'de' });
  await db.insert(s.reminderSent).values({ userId: id, kind: 'daily', localDate: '2026-11-30' });
  await db.insert(s.emailBroadcast).values({ id: `brd-${tag}`, createdBy: id, locales: ['de'], category: 'news', subject: 'News', body: 'Body', total: 0 });
}

async function textOf(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

/** Every table of the database, from the database itself: a new table is scanned without editing this. */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`));
  return rows.map((r) => r.name);
}

/** Rows of any table whose text (every column, JSON included) holds the id or the address. */
async function traces(db: Db, needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await tablesOf(db)) {
    const where = sql.join(needles.map((n) => sql`position(${n.toLowerCase()} in lower(r::text)) > 0`), sql` or `);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} as r where ${where}`));
    if (Number(row?.n) > 0) found[table] = Number(row?.n);
  }
  return found;
}

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(s.user).values({ id: 'friend-1', name: 'Friend', email: 'friend@example.test', locale: 'en', role: 'admin' });
  await fillEverything(database.db, 'leaver-7f3k', 'Leaver.Person@example.test', 'friend-1', 'x9');
});
afterAll(async () => {
  await database?.close();
});

describe('what Exhale keeps about a person', () => {
  it('covers every table that refers to an account: exported, or not exported for a stated reason', async () => {
    const referring = rowsOf<{ name: string }>(
      await database.db.execute(sql`
        select distinct cl.relname as name from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid join pg_class ref on ref.oid = c.confrelid
         where c.contype = 'f' and ref.relname = 'user' and cl.relname <> 'user'`),
    ).map((r) => r.name);
    const covered = new Set([...SECTIONS.map((section) => getTableName(section.table)), ...Object.keys(NOT_EXPORTED)]);
    expect(referring.length).toBeGreaterThan(15);
    expect(referring.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('exports every part of a full account as versioned JSON, without secrets', async () => {
    const person = { id: 'leaver-7f3k', email: 'leaver.person@example.test', locale: 'de' };
    const body = JSON.parse(await textOf(jsonExport(database.db, person, now))) as { format: string; version: number; sections: Record<string, Record<string, unknown>[]> };
    expect(body).toMatchObject({ format: 'exhale-data-export', version: 2 });
    for (const section of SECTIONS) expect(body.sections[section.key]?.length, section.key).toBeGreaterThan(0);
    expect(body.sections.account![0]).toMatchObject({ id: 'leaver-7f3k', email: 'Leaver.Person@example.test' });
    expect(body.sections.emails).toHaveLength(2);
    expect(body.sections.encouragements).toHaveLength(2);
    expect(body.sections.checkIns![0]).toMatchObject({ note: 'a note', day: '2026-11-21' });
    const text = JSON.stringify(body);
    expect(text).not.toContain('hash-of-secret');
    expect(text).not.toContain('token-x9');
    // A held sign-in link travels without its secret: the address stays, the token does not.
    expect(text).not.toContain('signin-secret-');
    expect(text).not.toContain('y'.repeat(22));
    expect(text).toContain('https://exhale.example/de/sign-in?mode=signIn&token=removed&redirect=%2Fde');
    expect(text).toContain('https://exhale.example/de/unsubscribe/removed).');
    // Other people appear as `other`, never by their id.
    expect(text).not.toContain('friend-1');
    expect(body.sections.encouragements!.map((e) => [e.fromUserId, e.toUserId])).toEqual(expect.arrayContaining([['self', 'other'], ['other', 'self']]));
    const counts = await sectionCounts(database.db, person);
    expect(counts).toMatchObject({ surveys: 1, checkIns: 1, cravings: 1, certificates: 1, challenges: 3, purchases: 1, emails: 2 });
  });

  it('writes the readable summary in the person’s language, escaped', async () => {
    await database.db.update(s.checkIn).set({ note: '<script>alert(1)</script>' }).where(eq(s.checkIn.id, 'chk-x9'));
    const text: SummaryText = {
      locale: 'de-DE', title: 'Deine Daten', intro: 'Alles', exportedAt: (d) => `Exportiert am ${d}.`, timeZone: (z) => `Zeitzone ${z}.`,
      contents: 'Inhalt', nothing: 'Nichts', yes: 'ja', no: 'nein', section: (key) => ({ title: `Titel ${key}`, hint: 'Hinweis' }), field: (name) => `Feld ${name}`,
      value: valueInWords((key) => german.has(key as never), (key) => german(key as never)),
    };
    const html = await textOf(htmlExport(database.db, { id: 'leaver-7f3k', email: 'leaver.person@example.test', name: 'Leaver', timeZone: 'Europe/Berlin' }, now, text));
    expect(html).toContain('<html lang="de-DE">');
    for (const section of SECTIONS) expect(html).toContain(`id="${section.key}"`);
    expect(html).toContain('Feld smokeFree');
    expect(html).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(19));
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(now));
    // Stored values in the person's words: a purchase's status and provider, the other side of an encouragement.
    expect(html).toContain('<td>Bezahlt</td>');
    expect(html).toContain('<td>Test-Bezahlseite</td>');
    expect(html).toContain('<td>ein anderes Konto</td>');
    expect(html).not.toMatch(/<td>(paid|self|other)<\/td>/);
  });
});

describe('deleting an account', () => {
  it('leaves nothing that names the person, once the confirmation is sent; purchases stay anonymised; others keep theirs', async () => {
    const { db } = database;
    const result = await deleteAccount(db, 'leaver-7f3k', async (tx, gone) => {
      await enqueueEmail(tx, { to: gone.email, locale: gone.locale, template: 'accountDeleted', subject: 'Dein Konto ist gelöscht', text: `Hallo ${gone.name}` }, { deliverable: true });
    });
    expect(result).toMatchObject({ ok: true, email: 'Leaver.Person@example.test', locale: 'de' });

    const sent: MailMessage[] = [];
    await deliverDueEmails(db, async (message) => void sent.push(message));
    expect(sent.map((m) => m.to)).toEqual(['Leaver.Person@example.test']);

    expect(await traces(db, ['leaver-7f3k', 'leaver.person@example.test'])).toEqual({});
    const [kept] = await db.select().from(s.purchase).where(eq(s.purchase.id, 'pur-x9'));
    expect(kept).toMatchObject({ userId: null, amountMinor: 1900, currency: 'EUR', status: 'paid', reference: 'EX-X9' });
    // The friend's challenge and the one they shared are still there for the friend, without the leaver's message.
    const left = await db.select({ id: s.challenge.id, message: s.challenge.message, creatorId: s.challenge.creatorId }).from(s.challenge).orderBy(s.challenge.id);
    expect(left).toEqual([
      { id: 'friends-x9', message: 'Friend', creatorId: 'friend-1' },
      { id: 'shared-x9', message: null, creatorId: null },
    ]);
    const [friend] = await db.select().from(s.user).where(eq(s.user.id, 'friend-1'));
    expect(friend).toBeDefined();
    expect(await db.select().from(s.session).where(eq(s.session.userId, 'friend-1'))).toEqual([]);
    const [sentRow] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.template, 'accountDeleted'));
    expect(sentRow).toMatchObject({ status: 'sent', toAddress: '', textBody: '' });
  });

  it("closes the person's open checkout, and leaves the tokens of a longer address that contains theirs", async () => {
    const { db } = database;
    const later = new Date(now.getTime() + day);
    await db.insert(s.user).values([
      { id: 'ann-1', name: 'Ann', email: 'ann@example.test', locale: 'en' },
      { id: 'joann-1', name: 'Joann', email: 'joann@example.test', locale: 'en' },
    ]);
    await db.insert(s.verification).values([
      { id: 'v-ann-otp', identifier: 'email-verification-otp-ann@example.test', value: '123456', expiresAt: later },
      { id: 'v-ann-link', identifier: 'magic-ann', value: JSON.stringify({ email: 'Ann@example.test' }), expiresAt: later },
      { id: 'v-joann-otp', identifier: 'email-verification-otp-joann@example.test', value: '654321', expiresAt: later },
      { id: 'v-joann-link', identifier: 'magic-joann', value: JSON.stringify({ email: 'joann@example.test' }), expiresAt: later },
      { id: 'v-annx-link', identifier: 'magic-annx', value: JSON.stringify({ email: 'ann@example.test.other' }), expiresAt: later },
    ]);
    await db.insert(s.purchase).values([
      { id: 'pur-ann-open', reference: 'EX-ANN1', userId: 'ann-1', provider: 'stripe', providerSessionId: 'cs_ann', currency: 'EUR', amountMinor: 1900, status: 'pending', locale: 'en' },
      { id: 'pur-ann-test', reference: 'EX-ANN2', userId: 'ann-1', provider: 'test', currency: 'EUR', amountMinor: 1900, status: 'pending', locale: 'en' },
    ]);

    expect(await deleteAccount(db, 'ann-1')).toMatchObject({ ok: true, closedCheckouts: ['cs_ann'] });
    const tokens = await db.select({ id: s.verification.id }).from(s.verification).where(sql`${s.verification.id} like 'v-%'`).orderBy(s.verification.id);
    expect(tokens.map((t) => t.id)).toEqual(['v-annx-link', 'v-joann-link', 'v-joann-otp']);
    const closed = await db.select({ id: s.purchase.id, status: s.purchase.status, userId: s.purchase.userId }).from(s.purchase).where(sql`${s.purchase.id} like 'pur-ann-%'`).orderBy(s.purchase.id);
    expect(closed).toEqual([
      { id: 'pur-ann-open', status: 'declined', userId: null },
      { id: 'pur-ann-test', status: 'declined', userId: null },
    ]);
  });

  it('refuses to delete the last admin, and an account that is gone', async () => {
    const { db } = database;
    expect(await deleteAccount(db, 'friend-1')).toEqual({ ok: false, error: 'last-admin' });
    expect(await deleteAccount(db, 'leaver-7f3k')).toEqual({ ok: false, error: 'not-found' });
    const [friend] = await db.select().from(s.user).where(eq(s.user.id, 'friend-1'));
    expect(friend?.role).toBe('admin');
  });
});

describe('asking for deletion while signed out', () => {
  it('answers the same for any address, and limits the asking per address and per network address', async () => {
    const { db } = database;
    const now = new Date('2026-11-27T10:00:00Z');
    // An address without an account: the same answer as one with (the link goes only to an account).
    const ask = (email: string, client: string, at = now) => requestDeletionLink(db, { email, locale: 'de' }, client, at);
    for (let i = 0; i < LINK_REQUESTS_PER_ADDRESS.max; i++) expect(await ask('Nobody@Example.test', `client-a${i}`)).toEqual({ ok: true });
    // The same address, written differently, from yet another network address: refused.
    expect(await ask(' nobody@example.test', 'client-a9')).toEqual({ ok: false, error: 'resource-exhausted' });
    // One network address, many addresses.
    for (let i = 0; i < LINK_REQUESTS_PER_CLIENT.max; i++) expect(await ask(`other-${i}@example.test`, 'client-b')).toEqual({ ok: true });
    expect(await ask('one-more@example.test', 'client-b')).toEqual({ ok: false, error: 'resource-exhausted' });
    // An hour later, both may ask again.
    const later = new Date(now.getTime() + LINK_REQUESTS_PER_CLIENT.windowSeconds * 1000 + 1000);
    expect(await ask('nobody@example.test', 'client-b', later)).toEqual({ ok: true });
  });
});
