import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { certificate, emailOutbox, milestone, user } from '@/db/schema';
import { readUnsubscribeToken, readViewToken } from '@/features/mail/email-token';
import { emailLinkSecret } from '@/features/mail/server/links';
import { recordMilestones } from '@/features/programme/server/milestone-store';
import { activeAttempt, restartAttempt, savePlan } from '@/features/programme/server/plan-store';
import { testDatabase } from '../../../../test/database';
import { certificateContent, certificateDate } from './content';
import { getCertificateFor } from './get-certificate';

let database: Database;
const plan = { quitDate: '2026-11-30', timeZone: 'Europe/Berlin', triggers: ['coffee' as const], strategies: ['water' as const], nrt: 'none' as const };

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'c1', name: 'Olena Kovalenko', email: 'olena@example.test', locale: 'ru' },
    { id: 'c2', name: 'Sam', email: 'sam@example.test', locale: 'de' },
  ]);
  await savePlan(database.db, 'c1', plan, new Date('2026-11-29T08:00:00Z'));
  await savePlan(database.db, 'c2', plan, new Date('2026-11-29T08:00:00Z'));
});
afterAll(async () => database?.close());

describe('certificates', () => {
  it('are issued once per milestone, each with its certification email in the outbox', async () => {
    const { db } = database;
    const attempt = await activeAttempt(db, 'c1');
    // 8 days after the quit day began: 1 day, 3 days and 1 week.
    const issuedAt = new Date('2026-12-08T12:00:00Z');
    await recordMilestones(db, 'c1', attempt, new Map(), issuedAt);
    await recordMilestones(db, 'c1', attempt, new Map(), new Date('2026-12-08T13:00:00Z'));
    const issued = await db.select().from(certificate).where(eq(certificate.userId, 'c1'));
    expect(issued.map((c) => c.kind).sort()).toEqual(['day1', 'days3', 'week1']);
    for (const c of issued) {
      expect(c.id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits
      expect(c).toMatchObject({ displayName: 'Olena Kovalenko', visibility: 'private', indexable: false, locale: 'ru' });
    }
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, 'c1'));
    expect(mail).toHaveLength(3);
    for (const email of mail) {
      expect(email).toMatchObject({ template: 'certification', category: 'certificates', locale: 'ru', toAddress: 'olena@example.test' });
      // In the recipient's language, with the certificate, the view-in-browser and unsubscribe links
      // (the view link read at the time it was made: it ends 180 days later, and this test must
      // not start failing on 2027-06-06).
      expect(email.subject).toMatch(/[а-яё]/i);
      const certificateId = issued.find((c) => email.textBody.includes(`https://exhale.example/ru/login?redirect=%2Fru%2Fcertificate%2F${c.id}`))?.id;
      expect(certificateId).toBeDefined();
      const view = email.textBody.match(/\/ru\/email-template\/certification\?token=([\w.-]+)/)?.[1];
      expect(readViewToken(emailLinkSecret(), view!, issuedAt)?.certificateId).toBe(certificateId);
      const unsubscribe = email.unsubscribeUrl!.match(/\/ru\/unsubscribe\/([\w.-]+)$/)?.[1];
      expect(readUnsubscribeToken(emailLinkSecret(), unsubscribe!)).toEqual({ userId: 'c1', address: 'olena@example.test', category: 'certificates' });
      expect(email.htmlBody).toContain(email.unsubscribeUrl!.replace(/&/g, '&amp;'));
    }
  });

  it('are dated on the person’s own calendar, not the server’s', async () => {
    const { db } = database;
    const [day1] = await db.select().from(certificate).where(sql`${certificate.userId} = 'c1' and ${certificate.kind} = 'day1'`);
    // The quit day began at midnight in Berlin on 30 November: one day on is 23:00 UTC that day.
    expect(day1!.reachedAt.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    const shown = await getCertificateFor(db, day1!.id, 'c1');
    expect(shown?.certificate.timeZone).toBe('Europe/Berlin');
    expect(certificateDate(shown!.certificate, 'de')).toBe('1. Dezember 2026');
    expect(certificateDate(shown!.certificate, 'en')).toBe('December 1, 2026');
    expect((await certificateContent(shown!.certificate, 'ru')).date).toContain('1 декабря 2026');
  });

  it('are issued once even when two requests record the same milestone at once', async () => {
    const { db } = database;
    const attempt = await activeAttempt(db, 'c2');
    const now = new Date('2026-12-01T12:00:00Z');
    await Promise.all([recordMilestones(db, 'c2', attempt, new Map(), now), recordMilestones(db, 'c2', attempt, new Map(), now), recordMilestones(db, 'c2', attempt, new Map(), now)]);
    expect((await db.select().from(milestone).where(eq(milestone.userId, 'c2'))).map((m) => m.kind)).toEqual(['day1']);
    expect((await db.select().from(certificate).where(eq(certificate.userId, 'c2'))).map((c) => c.kind)).toEqual(['day1']);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, 'c2'))).toHaveLength(1);
  });

  it('are kept through a restart, and a milestone reached again issues nothing new', async () => {
    const { db } = database;
    await restartAttempt(db, 'c2', new Date('2026-12-02T09:00:00Z'));
    await savePlan(db, 'c2', { ...plan, quitDate: '2026-12-03' }, new Date('2026-12-02T09:00:00Z'));
    const attempt = await activeAttempt(db, 'c2');
    await recordMilestones(db, 'c2', attempt, new Map(), new Date('2026-12-05T12:00:00Z'));
    const kinds = (await db.select().from(certificate).where(eq(certificate.userId, 'c2'))).map((c) => c.kind).sort();
    expect(kinds).toEqual(['day1']);
  });

  it('rolls back the milestone when its certificate cannot be issued', async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'c3', name: 'Kim', email: 'kim@example.test' });
    await savePlan(db, 'c3', plan, new Date('2026-11-29T08:00:00Z'));
    const attempt = await activeAttempt(db, 'c3');
    // The email cannot be written (a constraint refuses it): nothing of the milestone may remain.
    await db.execute(sql`alter table email_outbox add constraint no_mail_for_kim check (to_address <> 'kim@example.test')`);
    await expect(recordMilestones(db, 'c3', attempt, new Map(), new Date('2026-12-01T12:00:00Z'))).rejects.toThrow();
    await db.execute(sql`alter table email_outbox drop constraint no_mail_for_kim`);
    expect(await db.select().from(milestone).where(eq(milestone.userId, 'c3'))).toHaveLength(0);
    expect(await db.select().from(certificate).where(eq(certificate.userId, 'c3'))).toHaveLength(0);
  });
});
