import 'server-only';
import type { Db } from '@/db/create';
import { env } from '@/config/env';
import { log } from '@/lib/logger';
import { every, type StopTask } from '@/lib/server/every';
import { deliverDueEmails } from './deliver';
import { enqueueEmail, type OutgoingEmail } from './outbox';
import { smtpSender } from './smtp';

/**
 * Puts an email in the outbox inside the caller's transaction. Without SMTP_URL it is held and
 * printed to the log (with its links), so the embedded set-up works without a mail server.
 */
export async function queueEmail(tx: Pick<Db, 'insert'>, email: OutgoingEmail): Promise<string> {
  const deliverable = Boolean(env().SMTP_URL);
  const id = await enqueueEmail(tx, email, { deliverable });
  if (!deliverable) log.info('email held (no SMTP_URL)', { id, to: email.to, subject: email.subject, text: email.text });
  return id;
}

const INTERVAL_MS = 5_000;

/** Sends due emails every few seconds while the server runs (no-op without SMTP_URL). */
export function startMailWorker(db: Db): StopTask {
  const config = env();
  if (!config.SMTP_URL) return async () => {};
  const send = smtpSender(config.SMTP_URL, config.MAIL_FROM);
  return every(INTERVAL_MS, 'email delivery failed', async (stopping) => {
    const result = await deliverDueEmails(db, send, { stopping, claimSeconds: config.OUTBOX_CLAIM_SECONDS });
    if (result.claimed > 0) log.info('emails delivered', result);
  });
}
