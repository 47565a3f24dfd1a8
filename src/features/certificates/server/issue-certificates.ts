import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Db } from '@/db/create';
import { certificate, user } from '@/db/schema';
import { renderCertificationEmail } from '@/features/mail/server/render';
import { certificationViewUrl, siteUrl, unsubscribeUrl } from '@/features/mail/server/links';
import { queueEmail } from '@/features/mail/server/mailer';
import { isLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';

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
  const [owner] = await tx.select({ name: user.name, email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId));
  if (!owner) return [];
  const locale: Locale = isLocale(owner.locale) ? owner.locale : 'en';
  const displayName = owner.name.trim().slice(0, 60) || owner.email.split('@')[0]!.slice(0, 60);
  const ids: string[] = [];
  for (const reached of milestones) {
    const id = newCertificateId();
    await tx.insert(certificate).values({ id, userId, milestoneId: reached.id, kind: reached.kind, reachedAt: reached.reachedAt, displayName, locale });
    const unsubscribe = unsubscribeUrl(locale, { userId, address: owner.email, category: 'certificates' });
    const email = await renderCertificationEmail({
      locale,
      name: owner.name,
      milestone: await milestoneName(locale, reached.kind),
      certificateUrl: certificateUrl(locale, id),
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
    ids.push(id);
  }
  return ids;
}
