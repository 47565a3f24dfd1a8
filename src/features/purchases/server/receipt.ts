import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { user } from '@/db/schema';
import { siteUrl } from '@/features/mail/server/links';
import { queueEmail } from '@/features/mail/server/mailer';
import { greetingOf, renderParts, translatorFor, type RenderedEmail } from '@/features/mail/server/render';
import { localeTags } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import type { Purchase } from './purchase-store';

/** "19,00 €", "£17.00", "79,00 zł": an amount in minor units, written as the language writes it. */
export function formatAmount(amountMinor: number, currency: string, locale: string): string {
  const tag = localeTags[locale as keyof typeof localeTags] ?? 'en';
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amountMinor / 100);
}

/** The receipt for a paid purchase, in the buyer's language: amount, date and reference. */
export async function renderReceiptEmail(paid: Pick<Purchase, 'amountMinor' | 'currency' | 'paidAt' | 'reference' | 'locale'>, name: string): Promise<RenderedEmail> {
  const { locale, t } = await translatorFor(paid.locale);
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(paid.paidAt ?? new Date());
  const parts = {
    greeting: greetingOf(t, name),
    paragraphs: [
      t('receipt.body'),
      t('receipt.amount', { amount: formatAmount(paid.amountMinor, paid.currency, locale) }),
      t('receipt.date', { date }),
      t('receipt.reference', { reference: paid.reference }),
    ],
    action: t('receipt.action'),
    url: siteUrl(publicPath('/quit-smoking', locale)),
    footer: [t('receipt.keep'), t('signature')],
  };
  return { subject: t('receipt.subject', { reference: paid.reference }), ...(await renderParts(locale, t, parts)) };
}

/** Queues the receipt in the transaction that marked the purchase paid (transactional: always sent). */
export async function queueReceipt(tx: Db, paid: Purchase): Promise<void> {
  if (!paid.userId) return;
  const [buyer] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, paid.userId));
  if (!buyer) return;
  const email = await renderReceiptEmail(paid, buyer.name);
  await queueEmail(tx, { to: buyer.email, locale: paid.locale, template: 'receipt', category: 'account', userId: paid.userId, subject: email.subject, text: email.text, html: email.html });
}
