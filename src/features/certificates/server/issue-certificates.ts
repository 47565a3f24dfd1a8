import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Db } from '@/db/create';
import { certificate, user } from '@/db/schema';
import { renderCertificationEmail } from '@/features/mail/server/render';
import { certificationViewUrl, siteUrl, unsubscribeUrl } from '@/features/mail/server/links';
import { queueEmail } from '@/features/mail/server/mailer';
import { isLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { certificateName, NAME_MAX } from '../schema';
import { printableText } from './printable';

/** 128 bits of randomness, URL-safe: a certificate's id and address. */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}

/** The milestone in words, in a language ("1 week smoke-free"). */
export async function milestoneName(locale: Locale, kind: string): Promise<string> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'programme.milestones.kinds' });
  return t.has(kind as never) ? t(kind as never) : kind;
}

export function certificateUrl(locale: Locale, id: string): string {
  return siteUrl(publicPath('/certificate/[id]', locale, { id }));
}

/**
 * The certificate for its owner, from an email: through the sign-in page, which goes straight on
 * when they are signed in. A new certificate is private, and its own page answers 404 to anyone
 * signed out (as for an id that does not exist).
 */
export function ownerCertificateUrl(locale: Locale, id: string): string {
  return siteUrl(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(publicPath('/certificate/[id]', locale, { id }))}`);
}

type Owner = { name: string; email: string; locale: string };

async function ownerOf(tx: Db, userId: string): Promise<Owner | null> {
  const [owner] = await tx.select({ name: user.name, email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId));
  return owner ?? null;
}

/**
 * Writes one certificate and queues its certification email, unless the person has it already
 * (a challenge's certificate is unique per person: two requests at once write it once).
 */
async function issueOne(tx: Db, userId: string, owner: Owner, source: { milestoneId: string } | { challengeId: string }, kind: string, reachedAt: Date, now: Date): Promise<string | null> {
  const locale: Locale = isLocale(owner.locale) ? owner.locale : 'en';
  // What the certificate can print of the account's name (the owner can change it afterwards).
  const localPart = owner.email.split('@')[0]!;
  const displayName = certificateName(await printableText(owner.name)) || certificateName(await printableText(localPart)) || localPart.slice(0, NAME_MAX);
  const id = newCertificateId();
  const insert = tx.insert(certificate).values({ id, userId, ...source, kind, reachedAt, displayName, locale });
  const written =
    'challengeId' in source
      ? await insert.onConflictDoNothing({ target: [certificate.challengeId, certificate.userId], where: sql`challenge_id is not null` }).returning({ id: certificate.id })
      : await insert.returning({ id: certificate.id });
  if (!written.length) return null;
  const unsubscribe = unsubscribeUrl(locale, { userId, address: owner.email, category: 'certificates' });
  const email = await renderCertificationEmail({
    locale,
    name: owner.name,
    milestone: await milestoneName(locale, kind),
    certificateUrl: ownerCertificateUrl(locale, id),
    viewUrl: certificationViewUrl(locale, id, now),
    unsubscribeUrl: unsubscribe,
  });
  await queueEmail(tx, {
    to: owner.email,
    locale,
    template: 'certification',
    category: 'certificates',
    unsubscribeUrl: unsubscribe,
    userId,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
  return id;
}

/**
 * Issues a certificate for each milestone just recorded and queues its certification email, in
 * the caller's transaction: the milestone, its certificate and its email are stored together or
 * not at all (decision 0015).
 */
export async function issueCertificates(
  tx: Db,
  userId: string,
  milestones: ReadonlyArray<{ id: string; kind: string; reachedAt: Date }>,
  now = new Date(),
): Promise<string[]> {
  if (!milestones.length) return [];
  const owner = await ownerOf(tx, userId);
  if (!owner) return [];
  const ids: string[] = [];
  for (const reached of milestones) {
    const id = await issueOne(tx, userId, owner, { milestoneId: reached.id }, reached.kind, reached.reachedAt, now);
    if (id) ids.push(id);
  }
  return ids;
}

/**
 * Issues the certificate for a smoke-free challenge kept to its end (decision 0016), once per
 * person and challenge, with its email. Returns its id, or null when it was issued before.
 */
export async function issueChallengeCertificate(db: Db, userId: string, challengeId: string, kind: string, reachedAt: Date, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const owner = await ownerOf(tx as unknown as Db, userId);
    return owner ? issueOne(tx as unknown as Db, userId, owner, { challengeId }, kind, reachedAt, now) : null;
  });
}
