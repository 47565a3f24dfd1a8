import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Db } from '@/db/create';
import { challengePartner, user } from '@/db/schema';
import { siteUrl, unsubscribeUrl } from '@/features/mail/server/links';
import { queueEmail } from '@/features/mail/server/mailer';
import { greetingOf, renderParts, translatorFor, type EmailParts, type EmailTranslator } from '@/features/mail/server/render';
import { formatDay } from '@/features/programme/progress';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import type { Preset } from '../rules';

// The emails of quitting together (decision 0016), queued in the transaction of the change that
// causes them: an invitation to an address, "they joined" to the inviter, and an encouragement.
// Mail to a person with an account is of the `challenges` category, with its unsubscribe link;
// an invitation to an address without an account is a single email, not tracked, never repeated.

type Tx = Pick<Db, 'insert' | 'select'>;

interface ChallengeWords {
  kind: 'together' | 'smokeFree';
  days: number | null;
  startDate: string;
}

/** "quitting smoking together from 1 December 2026", "a 7-day smoke-free challenge from …". */
function challengeInWords(t: EmailTranslator, locale: Locale, challenge: ChallengeWords): string {
  const date = formatDay(challenge.startDate, locale);
  return challenge.kind === 'smokeFree' ? t('challenge.smokeFree', { days: challenge.days ?? 0, date }) : t('challenge.together', { date });
}

interface Recipient {
  address: string;
  /** Their account, if the address has one: its email choices apply and it can leave. */
  userId: string | null;
  locale: Locale;
}

/** `about`: the partner whose name or words the email carries (their unsent mail goes with their account). */
async function queue(tx: Tx, to: Recipient, about: string | null, t: EmailTranslator, template: string, subject: string, parts: EmailParts) {
  const unsubscribe = to.userId ? unsubscribeUrl(to.locale, { userId: to.userId, address: to.address, category: 'challenges' }) : undefined;
  const withLinks: EmailParts = unsubscribe ? { ...parts, footer: [t('challenge.why'), ...parts.footer], links: [{ label: t('challenge.unsubscribe'), url: unsubscribe }] } : parts;
  const { text, html } = await renderParts(to.locale, t, withLinks, subject);
  await queueEmail(tx, { to: to.address, locale: to.locale, template, category: 'challenges', unsubscribeUrl: unsubscribe, userId: to.userId, aboutUserId: about, subject, text, html });
}

/** The account behind an address or an id, if there is one. */
async function accountWhere(tx: Tx, where: { address: string } | { id: string }) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where('id' in where ? eq(user.id, where.id) : eq(user.email, where.address.toLowerCase()));
  return row ?? null;
}

function programmeUrl(locale: Locale) {
  return siteUrl(publicPath('/quit-smoking', locale));
}

export function invitationUrl(locale: Locale, invitationId: string): string {
  return siteUrl(publicPath('/challenge-invite/[id]', locale, { id: invitationId }));
}

/**
 * The invitation, to the address the inviter typed: in the language of the account at that
 * address if there is one, else in the language the inviter chose for it.
 */
export async function queueInvitationEmail(
  tx: Tx,
  input: { address: string; locale: Locale; inviterId: string; inviterName: string; challenge: ChallengeWords & { message: string | null }; invitationId: string },
) {
  const account = await accountWhere(tx, { address: input.address });
  const { locale, t } = await translatorFor(account?.locale ?? input.locale);
  const name = input.inviterName;
  const paragraphs = [t('challenge.invitation.body', { name, challenge: challengeInWords(t, locale, input.challenge) })];
  if (input.challenge.message) paragraphs.push(t('challenge.invitation.message', { message: input.challenge.message }));
  paragraphs.push(t('challenge.invitation.expiry'));
  await queue(tx, { address: input.address, userId: account?.id ?? null, locale }, input.inviterId, t, 'challenge-invitation', t('challenge.invitation.subject', { name }), {
    greeting: greetingOf(t, account?.name ?? ''),
    paragraphs,
    action: t('challenge.invitation.action'),
    url: invitationUrl(locale, input.invitationId),
    // Without an account the address is not kept for anything else: no unsubscribe needed.
    footer: account ? [t('signature')] : [t('challenge.invitation.oneOff', { name }), t('signature')],
  });
}

/**
 * createInvitation's `notify` for an invitation made by `inviterId`: when it was given an address,
 * the invitation goes there, signed with the inviter's display name in the challenge.
 */
export async function queueInvitationEmailFrom(
  tx: Tx,
  inviterId: string,
  locale: Locale,
  { invitation, challenge }: { invitation: { id: string; sentTo: string | null }; challenge: ChallengeWords & { id: string; message: string | null } },
) {
  if (!invitation.sentTo) return;
  const [inviter] = await tx
    .select({ displayName: challengePartner.displayName })
    .from(challengePartner)
    .where(and(eq(challengePartner.challengeId, challenge.id), eq(challengePartner.userId, inviterId)));
  await queueInvitationEmail(tx, { address: invitation.sentTo, locale, inviterId, inviterName: inviter?.displayName ?? '', challenge, invitationId: invitation.id });
}

/**
 * Mail about a challenge to a partner, in their own language: `body` gives the subject and the
 * paragraphs from their words; the button opens their programme page.
 */
async function queueToPartner(tx: Tx, userId: string, about: string, template: string, body: (t: EmailTranslator, locale: Locale, presets: (key: Preset) => string) => { subject: string; paragraphs: string[] }) {
  const partner = await accountWhere(tx, { id: userId });
  if (!partner) return;
  const { locale, t } = await translatorFor(partner.locale ?? 'en');
  const presets = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'challenges.presets' });
  const { subject, paragraphs } = body(t, locale, (key) => presets(key));
  await queue(tx, { address: partner.email, userId, locale }, about, t, template, subject, {
    greeting: greetingOf(t, partner.name),
    paragraphs,
    action: t('challenge.action'),
    url: programmeUrl(locale),
    footer: [t('signature')],
  });
}

/** "They joined": to the inviter. */
export async function queueAcceptedEmail(tx: Tx, input: { inviterId: string; partnerId: string; partnerName: string; challenge: ChallengeWords }) {
  await queueToPartner(tx, input.inviterId, input.partnerId, 'challenge-accepted', (t, locale) => ({
    subject: t('challenge.accepted.subject', { name: input.partnerName }),
    paragraphs: [t('challenge.accepted.body', { name: input.partnerName, challenge: challengeInWords(t, locale, input.challenge) })],
  }));
}

/** An encouragement: to its recipient (a ready-made one in their words). */
export async function queueEncouragementEmail(tx: Tx, input: { toUserId: string; fromUserId: string; fromName: string; preset: Preset | null; text: string | null; challenge: ChallengeWords }) {
  await queueToPartner(tx, input.toUserId, input.fromUserId, 'challenge-encouragement', (t, locale, presets) => ({
    subject: t('challenge.encouragement.subject', { name: input.fromName }),
    paragraphs: [
      t('challenge.encouragement.body', { name: input.fromName, challenge: challengeInWords(t, locale, input.challenge) }),
      t('challenge.encouragement.quote', { text: input.preset ? presets(input.preset) : (input.text ?? '') }),
    ],
  }));
}
