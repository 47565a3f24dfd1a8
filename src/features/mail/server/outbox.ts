import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/create';
import { emailOutbox } from '@/db/schema';
import type { EmailCategory } from '../categories';

export interface OutgoingEmail {
  to: string;
  locale: string;
  template: string;
  subject: string;
  text: string;
  html?: string;
  userId?: string | null;
  /** 'account' (the default) is always sent; other categories follow the recipient's preferences. */
  category?: EmailCategory;
  /** The one-click unsubscribe address (required for every category but 'account'). */
  unsubscribeUrl?: string;
  /** The admin broadcast this email is part of. */
  broadcastId?: string;
}

/**
 * Writes an email to the outbox. Pass the transaction of the change that causes the email, so
 * both are stored or neither is. Without an SMTP server the email is kept as 'held'.
 */
export async function enqueueEmail(db: Pick<Db, 'insert'>, email: OutgoingEmail, options: { deliverable: boolean }) {
  const id = randomUUID();
  await db.insert(emailOutbox).values({
    id,
    userId: email.userId ?? null,
    toAddress: email.to,
    locale: email.locale,
    template: email.template,
    category: email.category ?? 'account',
    unsubscribeUrl: email.unsubscribeUrl ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    broadcastId: email.broadcastId ?? null,
    status: options.deliverable ? 'pending' : 'held',
  });
  return id;
}
