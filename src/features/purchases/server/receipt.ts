import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { user } from '@/db/schema';
import { siteUrl } from '@/features/mail/server/links';
import { queueEmail } from '@/features/mail/server/mailer';
import { greetingOf, renderParts, translatorFor, type RenderedEmail } from '@/features/mail/server/render';
import { localeTags } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { formatAmount } from '../format';
import type { Purchase } from './purchase-store';

// Also written on the programme page (the buy panel), so it lives outside server/.
export { formatAmount };

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
  const subject = t('receipt.subject', { reference: paid.reference });
  return { subject, ...(await renderParts(locale, t, parts, subject)) };
}

/** Queues the receipt in the transaction that marked the purchase paid (transactional: always sent). */
export async function queueReceipt(tx: Db, paid: Purchase): Promise<void> {
  if (!paid.userId) return;
  const [buyer] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, paid.userId));
  if (!buyer) return;
  const email = await renderReceiptEmail(paid, buyer.name);
  await queueEmail(tx, { to: buyer.email, locale: paid.locale, template: 'receipt', category: 'account', userId: paid.userId, subject: email.subject, text: email.text, html: email.html });
}
