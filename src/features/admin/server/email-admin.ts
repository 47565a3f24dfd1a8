import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { emailBroadcast, emailOutbox, emailPreference, emailStatus, user } from '@/db/schema';
import { DEFAULT_PREFERENCES, OPTIONAL_CATEGORIES, type OptionalCategory } from '@/features/mail/categories';
import { forgetIfDone } from '@/features/mail/server/deliver';
import { siteUrl, unsubscribeUrl } from '@/features/mail/server/links';
import { queueEmail } from '@/features/mail/server/mailer';
import { greetingOf, renderParts, translatorFor } from '@/features/mail/server/render';
import { isLocale, localeTags, locales, type Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { dateTimeFormat } from '@/lib/intl-formats';
import { every, type StopTask } from '@/lib/server/every';
import { recordAudit } from './audit';
import { refuse, type Refused } from './endpoint';
import { containing, searchText } from './search-params';

// The outbox as operators run it (issue 13): a filtered, paged list with each email's text,
// retrying a failed email, cancelling a queued one, a test email to oneself, and broadcasts that
// are queued through the outbox in batches and respect every unsubscribe.

export const EMAIL_PAGE_SIZE = 25;
/** An outbox email's states, in the order the status filter offers them. */
export const EMAIL_STATUSES = emailStatus.enumValues;

export const emailQuery = z.object({
  status: z.enum(emailStatus.enumValues).optional().catch(undefined),
  category: z.enum(['account', ...OPTIONAL_CATEGORIES]).optional().catch(undefined),
  q: z.string().catch('').transform(searchText),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type EmailQuery = z.infer<typeof emailQuery>;

export async function listEmails(db: Db, query: EmailQuery) {
  const text = query.q ? containing(query.q) : null;
  const where: SQL | undefined = and(
    query.status ? eq(emailOutbox.status, query.status) : undefined,
    query.category ? eq(emailOutbox.category, query.category) : undefined,
    text ? or(ilike(emailOutbox.toAddress, text), ilike(emailOutbox.subject, text)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        createdAt: emailOutbox.createdAt,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        textBody: emailOutbox.textBody,
        category: emailOutbox.category,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        skipReason: emailOutbox.skipReason,
        hasHtml: sql<boolean>`${emailOutbox.htmlBody} is not null`,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(EMAIL_PAGE_SIZE)
      .offset((query.page - 1) * EMAIL_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(where),
  ]);
  return { rows, total: count?.n ?? 0, page: query.page, pageSize: EMAIL_PAGE_SIZE };
}

/** The HTML of one email, for its preview (shown in a sandboxed frame). */
export async function emailHtml(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ html: emailOutbox.htmlBody, text: emailOutbox.textBody }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return null;
  return row.html ?? `<pre style="font-family:system-ui,sans-serif;white-space:pre-wrap">${row.text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</pre>`;
}

export type EmailActionResult = { ok: true; changed: boolean } | Refused;

/** A failed email is tried again from now, with a fresh count of attempts. */
export async function retryEmail(db: Db, adminId: string, id: string, now = new Date()): Promise<EmailActionResult> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [found] = await tx.select({ status: emailOutbox.status, userId: emailOutbox.userId }).from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
    if (!found) return refuse('not-found', 'form', 'notFound');
    if (found.status !== 'failed') return found.status === 'pending' ? { ok: true as const, changed: false } : refuse('failed-precondition', 'form', 'notFailed');
    await tx.update(emailOutbox).set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null }).where(eq(emailOutbox.id, id));
    await recordAudit(tx, { actorId: adminId, action: 'retry', targetUserId: found.userId, target: id }, now);
    return { ok: true as const, changed: true };
  });
}

/** A queued email (waiting, or held for want of a mail server) is not sent after all. */
export async function cancelEmail(db: Db, adminId: string, id: string, now = new Date()): Promise<EmailActionResult> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [found] = await tx.select({ status: emailOutbox.status, userId: emailOutbox.userId, skipReason: emailOutbox.skipReason, template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
    if (!found) return refuse('not-found', 'form', 'notFound');
    if (found.status === 'skipped' && found.skipReason === 'cancelled') return { ok: true as const, changed: false };
    // 'sending' is in a worker's hands right now: it is either sent or back to waiting shortly.
    if (found.status !== 'pending' && found.status !== 'held') return refuse('failed-precondition', 'form', 'notQueued');
    await tx.update(emailOutbox).set({ status: 'skipped', skipReason: 'cancelled', lockedUntil: null }).where(eq(emailOutbox.id, id));
    // The confirmation of a deleted account keeps its address only until it is sent or cancelled.
    await forgetIfDone(tx, id, found.template);
    await recordAudit(tx, { actorId: adminId, action: 'cancel', targetUserId: found.userId, target: id }, now);
    return { ok: true as const, changed: true };
  });
}

/** A test email to the admin's own address, in their language, through the outbox like any other. */
export async function sendTestEmail(db: Db, adminId: string, now = new Date()): Promise<{ ok: true; email: string } | Refused> {
  const [me] = await db.select({ email: user.email, name: user.name, locale: user.locale }).from(user).where(eq(user.id, adminId));
  if (!me) return refuse('not-found', 'form', 'notFound');
  const { locale, t } = await translatorFor(me.locale);
  const { text, html } = await renderParts(locale, t, {
    greeting: greetingOf(t, me.name),
    paragraphs: [t('adminTest.body'), t('adminTest.sentAt', { date: dateTimeFormat(localeTags[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(now) })],
    action: t('adminTest.action'),
    url: siteUrl(publicPath('/admin/email', locale)),
    footer: [t('signature')],
  }, t('adminTest.subject'));
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await queueEmail(tx, { to: me.email, locale, template: 'admin-test', category: 'account', userId: adminId, subject: t('adminTest.subject'), text, html });
    await recordAudit(tx, { actorId: adminId, action: 'testEmail', targetUserId: adminId }, now);
  });
  return { ok: true, email: me.email };
}

// Broadcasts -----------------------------------------------------------------------------------

export const BROADCAST_BATCH = 200;

export const broadcastInput = z.object({
  locales: z.array(z.enum(locales)).max(locales.length),
  category: z.enum(OPTIONAL_CATEGORIES),
  subject: z.string().trim().min(1, 'required').max(150, 'tooLong'),
  body: z.string().trim().min(1, 'required').max(5000, 'tooLong'),
  /** The form's id for this broadcast (optional): sent again, it starts no second one. */
  requestId: z.uuid('invalid').optional(),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

/** The people a broadcast goes to: in the chosen languages, not disabled, with the category on. */
function audience(input: { locales: string[]; category: OptionalCategory }): SQL {
  const column = sql.identifier(input.category);
  const onByDefault = DEFAULT_PREFERENCES[input.category];
  return and(
    input.locales.length ? inArray(user.locale, input.locales) : undefined,
    or(isNull(user.banned), eq(user.banned, false)),
    onByDefault ? sql`coalesce(${emailPreference}.${column}, true)` : sql`coalesce(${emailPreference}.${column}, false)`,
  )!;
}

export async function audienceSize(db: Db, input: { locales: string[]; category: OptionalCategory }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(user).leftJoin(emailPreference, eq(emailPreference.userId, user.id)).where(audience(input));
  return row?.n ?? 0;
}

/** Records a broadcast and queues its first batch; the mail worker queues the rest. */
export async function startBroadcast(db: Db, adminId: string, input: BroadcastInput, now = new Date()): Promise<{ ok: true; id: string; total: number } | Refused> {
  const requestId = input.requestId ?? null;
  // The same form's request again: the broadcast it already started, nothing queued twice.
  const earlier = async (tx: Db) =>
    requestId
      ? (await tx.select({ id: emailBroadcast.id, total: emailBroadcast.total }).from(emailBroadcast).where(and(eq(emailBroadcast.createdBy, adminId), eq(emailBroadcast.requestId, requestId))))[0]
      : undefined;
  const before = await earlier(db);
  if (before) return { ok: true, ...before };
  const total = await audienceSize(db, input);
  if (total === 0) return refuse('failed-precondition', 'locales', 'nobody');
  const started = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const id = randomUUID();
    const inserted = await tx
      .insert(emailBroadcast)
      .values({ id, createdBy: adminId, createdAt: now, locales: input.locales, category: input.category, subject: input.subject, body: input.body, total, requestId })
      .onConflictDoNothing()
      .returning({ id: emailBroadcast.id });
    // Two copies of the request at once: the other one's came first.
    if (inserted.length === 0) return { ...(await earlier(tx))!, fresh: false };
    await recordAudit(tx, { actorId: adminId, action: 'broadcast', target: id, detail: { category: input.category, locales: input.locales.join(',') || 'all', total } }, now);
    return { id, total, fresh: true };
  });
  if (started.fresh) await queueBroadcastBatch(db);
  return { ok: true, id: started.id, total: started.total };
}

/**
 * Queues the next batch of every unfinished broadcast (the oldest first). Each batch is one
 * transaction that also moves the broadcast's cursor, so a crash in between queues nobody twice.
 */
export async function queueBroadcastBatch(db: Db, batch = BROADCAST_BATCH): Promise<number> {
  let queued = 0;
  const open = await db.select({ id: emailBroadcast.id }).from(emailBroadcast).where(isNull(emailBroadcast.finishedAt)).orderBy(asc(emailBroadcast.createdAt));
  for (const { id } of open) {
    queued += await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      // Locked, so two instances never queue the same batch.
      const [b] = await tx.select().from(emailBroadcast).where(and(eq(emailBroadcast.id, id), isNull(emailBroadcast.finishedAt))).for('update', { skipLocked: true });
      if (!b) return 0;
      const category = b.category as OptionalCategory;
      const people = await tx
        .select({ id: user.id, email: user.email, name: user.name, locale: user.locale })
        .from(user)
        .leftJoin(emailPreference, eq(emailPreference.userId, user.id))
        .where(and(audience({ locales: b.locales, category }), b.cursor ? gt(user.id, b.cursor) : undefined))
        .orderBy(asc(user.id))
        .limit(batch);
      for (const person of people) {
        const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
        const { t } = await translatorFor(locale);
        const unsubscribe = unsubscribeUrl(locale, { userId: person.id, address: person.email, category });
        const { text, html } = await renderParts(locale, t, {
          greeting: greetingOf(t, person.name),
          paragraphs: b.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean),
          action: t('broadcast.action'),
          url: siteUrl(publicPath('/', locale)),
          footer: [t('broadcast.why', { category }), t('signature')],
          links: [{ label: t('broadcast.unsubscribe', { category }), url: unsubscribe }],
        }, b.subject);
        await queueEmail(tx, { to: person.email, locale, template: 'broadcast', category, unsubscribeUrl: unsubscribe, userId: person.id, subject: b.subject, text, html, broadcastId: b.id });
      }
      const last = people.at(-1);
      await tx
        .update(emailBroadcast)
        .set({ queued: b.queued + people.length, cursor: last?.id ?? b.cursor, finishedAt: people.length < batch ? new Date() : null })
        .where(eq(emailBroadcast.id, b.id));
      return people.length;
    });
  }
  return queued;
}

/** Broadcasts with their progress: chosen, queued, and how the queued ones fared. */
export async function listBroadcasts(db: Db, limit = 10) {
  const rows = await db.execute(sql`select b.id, b.created_at, b.subject, b.category, b.locales, b.total, b.queued, b.finished_at, u.email as created_by,
      count(o.id) filter (where o.status = 'sent') as sent,
      count(o.id) filter (where o.status = 'failed') as failed,
      count(o.id) filter (where o.status = 'skipped') as skipped
    from email_broadcast b left join "user" u on u.id = b.created_by left join email_outbox o on o.broadcast_id = b.id
    group by b.id, u.email order by b.created_at desc limit ${limit}`);
  return rowsOf<Record<string, unknown>>(rows).map((r) => ({
    id: String(r.id),
    createdAt: new Date(String(r.created_at)),
    subject: String(r.subject),
    category: String(r.category),
    locales: (typeof r.locales === 'string' ? JSON.parse(r.locales) : r.locales) as string[],
    total: Number(r.total),
    queued: Number(r.queued),
    finished: Boolean(r.finished_at),
    createdBy: r.created_by ? String(r.created_by) : null,
    sent: Number(r.sent),
    failed: Number(r.failed),
    skipped: Number(r.skipped),
  }));
}

/** What the email page shows, on the app's database: a page of the outbox, and the latest broadcasts. */
export async function emailPage(query: EmailQuery) {
  const { db } = await getDb();
  const [emails, broadcasts] = await Promise.all([listEmails(db, query), listBroadcasts(db)]);
  return { emails, broadcasts };
}

/** Queues broadcasts' next batches every few seconds while the server runs (with or without SMTP). */
export function startBroadcastWorker(db: Db, intervalMs = 5_000): StopTask {
  return every(intervalMs, 'broadcast batch failed', () => queueBroadcastBatch(db));
}
