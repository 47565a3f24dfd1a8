import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { emailOutbox, user } from '@/db/schema';
import { readUnsubscribeToken } from '@/features/mail/email-token';
import { emailLinkSecret } from '@/features/mail/server/links';
import { testDatabase } from '../../../../test/database';
import { queueAcceptedEmail, queueEncouragementEmail, queueInvitationEmail } from './challenge-emails';
import { deleteAccount } from '@/features/privacy/server/delete-account';
import { acceptInvitation, createChallenge, createInvitation, sendEncouragement } from './challenge-store';

let database: Database;
const now = new Date('2026-12-01T09:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'mia', name: 'Mia', email: 'mia@example.test', locale: 'de' },
    { id: 'noah', name: 'Noah', email: 'noah@example.test', locale: 'en' },
  ]);
});
afterAll(async () => database?.close());

const mailTo = async (address: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe('challenge emails', () => {
  it('are queued with the change, in the recipient’s language, with an unsubscribe link for account holders only', async () => {
    const { db } = database;
    const made = await createChallenge(db, 'mia', { kind: 'smokeFree', days: 21, startDate: '2026-12-02', timeZone: 'Europe/Berlin', message: 'Wir schaffen das <script>x</script>' }, now);
    const challengeId = made.ok && 'id' in made ? made.id : '';

    // To an address without an account: one email in the language the inviter chose, no unsubscribe.
    const invited = await createInvitation(
      db,
      'mia',
      challengeId,
      { locale: 'en', email: 'friend@example.test', notify: (tx, { invitation, challenge }) => queueInvitationEmail(tx, { address: invitation.sentTo!, locale: 'en', inviterId: 'mia', inviterName: 'Mia', challenge, invitationId: invitation.id }) },
      now,
    );
    const invitationId = invited.ok && 'invitation' in invited ? invited.invitation.id : '';
    const [invitation] = await mailTo('friend@example.test');
    expect(invitation).toMatchObject({ template: 'challenge-invitation', category: 'challenges', locale: 'en', userId: null, aboutUserId: 'mia', unsubscribeUrl: null, subject: 'Mia invites you to quit smoking together' });
    expect(invitation!.textBody).toContain(`https://exhale.example/challenge-invite/${invitationId}`);
    expect(invitation!.textBody).toContain('a 21-day smoke-free challenge from December 2, 2026');
    expect(invitation!.textBody).toContain('We will not write to it again');
    // The message is text: in the HTML it is escaped, never markup.
    expect(invitation!.htmlBody).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(invitation!.htmlBody).not.toContain('<script>x');

    // To an address with an account: their name, and the way out of challenge emails.
    await createInvitation(
      db,
      'mia',
      challengeId,
      { locale: 'en', email: 'noah@example.test', notify: (tx, { invitation, challenge }) => queueInvitationEmail(tx, { address: invitation.sentTo!, locale: 'en', inviterId: 'mia', inviterName: 'Mia', challenge, invitationId: invitation.id }) },
      now,
    );
    const [toNoah] = await mailTo('noah@example.test');
    expect(toNoah).toMatchObject({ userId: 'noah', category: 'challenges' });
    expect(toNoah!.textBody).toMatch(/^Hello Noah,/);
    expect(readUnsubscribeToken(emailLinkSecret(), toNoah!.unsubscribeUrl!.split('/').pop()!)).toEqual({ userId: 'noah', address: 'noah@example.test', category: 'challenges' });

    // Noah accepts: Mia hears of it in German.
    expect(await acceptInvitation(db, 'noah', invitationId, now, (tx, joined) => queueAcceptedEmail(tx, joined))).toMatchObject({ ok: true });
    const [accepted] = (await mailTo('mia@example.test')).filter((m) => m.template === 'challenge-accepted');
    expect(accepted).toMatchObject({ locale: 'de', userId: 'mia', aboutUserId: 'noah', category: 'challenges' });
    expect(accepted!.subject).toContain('Noah');
    expect(accepted!.textBody).toContain('https://exhale.example/de/');
    expect(accepted!.unsubscribeUrl).toMatch(/^https:\/\/exhale\.example\/de\/unsubscribe\//);

    // An encouragement: a ready-made one arrives in the recipient's words.
    const sent = await sendEncouragement(db, 'noah', challengeId, { to: 'mia', preset: 'proud' }, now, (tx, { challenge, fromName }) =>
      queueEncouragementEmail(tx, { toUserId: 'mia', fromUserId: 'noah', fromName, preset: 'proud', text: null, challenge }),
    );
    expect(sent).toMatchObject({ ok: true });
    const [encouraged] = (await mailTo('mia@example.test')).filter((m) => m.template === 'challenge-encouragement');
    expect(encouraged!.subject).toContain('Noah');
    expect(encouraged!.textBody).not.toContain('I am proud of you');
    expect(encouraged!.textBody).toMatch(/„.+“/);
    expect(encouraged).toMatchObject({ userId: 'mia', aboutUserId: 'noah' });

  });

  it('a refused change queues nothing', async () => {
    const { db } = database;
    const before = (await db.select().from(emailOutbox)).length;
    const made = await createChallenge(db, 'noah', { kind: 'together', startDate: '2026-12-01', timeZone: 'Europe/Berlin' }, now);
    const challengeId = made.ok && 'id' in made ? made.id : '';
    // Mia is not the creator: refused before anything is written or sent.
    expect(await createInvitation(db, 'mia', challengeId, { locale: 'en', email: 'x@example.test', notify: () => Promise.reject(new Error('must not be called')) }, now)).toEqual({ ok: false, refusal: 'notFound' });
    expect((await db.select().from(emailOutbox)).length).toBe(before);
  });

  it("sends nothing more with a partner's name or words once their account is deleted", async () => {
    const { db } = database;
    const aboutNoah = (await mailTo('mia@example.test')).filter((m) => m.aboutUserId === 'noah');
    expect(aboutNoah.map((m) => m.template).sort()).toEqual(['challenge-accepted', 'challenge-encouragement']);
    expect(await deleteAccount(db, 'noah')).toMatchObject({ ok: true });
    expect((await mailTo('mia@example.test')).filter((m) => m.aboutUserId === 'noah')).toEqual([]);
    // Mia's own invitation to a friend is hers, and stays.
    expect(await mailTo('friend@example.test')).toHaveLength(1);
  });
});
