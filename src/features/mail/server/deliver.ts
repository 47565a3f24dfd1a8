import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { emailOutbox } from '@/db/schema';
import { allowsCategory, isOptionalCategory, type EmailPreferences } from '../categories';
import { preferencesOfUsers } from './preferences';

export interface MailMessage {
  /** The outbox row's id: the message's Message-ID, so a copy sent twice (a crash between the
   * SMTP server's acceptance and the row being marked sent) is recognisable as the same email. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** For non-transactional mail: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string | null;
}

/** Sends one message; throws on failure. Nodemailer's SMTP transport in production. */
export type SendMail = (message: MailMessage) => Promise<void>;

export const MAX_ATTEMPTS = 6;
/** How long a claim holds by default before another instance may take the email over (OUTBOX_CLAIM_SECONDS). */
export const CLAIM_SECONDS = 300;

/** Seconds to wait after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min, about 2 h. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 4 ** (attempts - 1);
}

/**
 * Emails to people who are no longer here (the confirmation of an account's deletion): once sent,
 * or given up, the row keeps only what it was, not whom it went to or what it said.
 */
const FORGOTTEN_ONCE_SENT = new Set(['accountDeleted']);

async function forget(db: Db, id: string) {
  await db.execute(sql`update ${emailOutbox} set to_address = '', text_body = '', html_body = null, last_error = null where id = ${id}`);
}

/** An email of such a template that is done with (sent, given up, or cancelled by an admin) keeps no address or text. */
export async function forgetIfDone(db: Db, id: string, template: string): Promise<void> {
  if (FORGOTTEN_ONCE_SENT.has(template)) await forget(db, id);
}

/**
 * Sends the emails that are due. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * server instances can run this at once without sending an email twice; a claim that outlives a
 * crashed instance expires and the row is tried again.
 */
export async function deliverDueEmails(
  db: Db,
  send: SendMail,
  { batch = 20, stopping = () => false, claimSeconds = CLAIM_SECONDS }: { batch?: number; stopping?: () => boolean; claimSeconds?: number } = {},
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    update ${emailOutbox}
       set status = 'sending', locked_until = now() + make_interval(secs => ${claimSeconds})
     where id in (
       select id from ${emailOutbox}
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by created_at
        limit ${batch}
        for update skip locked)
    returning id, user_id, to_address, subject, text_body, html_body, attempts, category, unsubscribe_url, template`),
  );

  // Preferences are read at sending time: an email of a category its recipient has left since it
  // was queued is skipped, not sent and not tried again.
  const optionalUsers = rows.filter((r) => isOptionalCategory(r.category) && r.user_id).map((r) => String(r.user_id));
  const preferences: Map<string, EmailPreferences> = optionalUsers.length ? await preferencesOfUsers(db, optionalUsers) : new Map();

  let sent = 0;
  let failed = 0;
  let skipped = 0;
  for (const [index, row] of rows.entries()) {
    const id = String(row.id);
    // The server is shutting down (SIGTERM): what is not sent yet goes back to the outbox at once
    // for another instance, rather than waiting for its claim to expire.
    if (stopping()) {
      const left = rows.slice(index).map((r) => String(r.id));
      await db.update(emailOutbox).set({ status: 'pending', lockedUntil: null }).where(inArray(emailOutbox.id, left));
      return { claimed: rows.length, sent, failed, skipped, released: left.length };
    }
    const attempts = Number(row.attempts) + 1;
    const category = String(row.category);
    if (row.user_id && !allowsCategory(preferences.get(String(row.user_id)), category)) {
      await db.execute(sql`update ${emailOutbox} set status = 'skipped', locked_until = null, skip_reason = ${`unsubscribed:${category}`} where id = ${id}`);
      skipped++;
      continue;
    }
    try {
      await send({
        id,
        to: String(row.to_address),
        subject: String(row.subject),
        text: String(row.text_body),
        html: (row.html_body as string | null) ?? null,
        unsubscribeUrl: (row.unsubscribe_url as string | null) ?? null,
      });
      await db.execute(sql`update ${emailOutbox} set status = 'sent', sent_at = now(), attempts = ${attempts}, locked_until = null, last_error = null where id = ${id}`);
      await forgetIfDone(db, id, String(row.template));
      sent++;
    } catch (error) {
      failed++;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const final = attempts >= MAX_ATTEMPTS;
      await db.execute(sql`
        update ${emailOutbox}
           set status = ${final ? 'failed' : 'pending'}, attempts = ${attempts}, last_error = ${message}, locked_until = null,
               next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
         where id = ${id}`);
      if (final) await forgetIfDone(db, id, String(row.template));
    }
  }
  return { claimed: rows.length, sent, failed, skipped, released: 0 };
}
