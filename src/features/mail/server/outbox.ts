import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { rowsOf } from '@/db/rows';
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
  /** The person the email speaks of when it is not its recipient (their unsent mail goes with their account). */
  aboutUserId?: string | null;
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
    aboutUserId: email.aboutUserId ?? null,
    status: options.deliverable ? 'pending' : 'held',
  });
  return id;
}

export interface OutboxFigures {
  /** Emails by status: pending, sending, sent, failed, held, skipped (0 when there are none). */
  byStatus: Record<'pending' | 'sending' | 'sent' | 'failed' | 'held' | 'skipped', number>;
  /** Seconds the oldest email that is due (or whose claim has expired) has been waiting; 0 if none. */
  oldestDueSeconds: number;
}

/** The outbox's figures for monitoring (GET /api/metrics). */
export async function outboxFigures(db: Db): Promise<OutboxFigures> {
  const byStatus: OutboxFigures['byStatus'] = { pending: 0, sending: 0, sent: 0, failed: 0, held: 0, skipped: 0 };
  const counts = rowsOf<{ status: keyof OutboxFigures['byStatus']; n: number | string }>(
    await db.execute(sql`select status, count(*)::int as n from ${emailOutbox} group by status`),
  );
  for (const row of counts) byStatus[row.status] = Number(row.n);
  const [oldest] = rowsOf<{ seconds: number | string | null }>(
    await db.execute(sql`
      select extract(epoch from now() - min(coalesce(locked_until, next_attempt_at)))::float8 as seconds
        from ${emailOutbox}
       where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())`),
  );
  return { byStatus, oldestDueSeconds: Math.max(0, Number(oldest?.seconds ?? 0)) };
}
