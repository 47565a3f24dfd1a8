import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/create';
import { emailOutbox } from '@/db/schema';

export interface OutgoingEmail {
  to: string;
  locale: string;
  template: string;
  subject: string;
  text: string;
  html?: string;
  userId?: string | null;
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
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    status: options.deliverable ? 'pending' : 'held',
  });
  return id;
}
