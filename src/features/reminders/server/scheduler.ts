import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { checkIn, pushSubscription, quitAttempt, reminderSent, user } from '@/db/schema';
import { env } from '@/config/env';
import { allowsCategory } from '@/features/mail/categories';
import { unsubscribeUrl } from '@/features/mail/server/links';
import { queueEmail } from '@/features/mail/server/mailer';
import { preferencesOfUsers } from '@/features/mail/server/preferences';
import { isLocale, type Locale } from '@/i18n/locales';
import { log } from '@/lib/logger';
import { every, type StopTask } from '@/lib/server/every';
import { dueReminders, nextCheck, type DueReminder, type ReminderPlan } from '../schedule';
import { renderReminderEmail, reminderPush } from './messages';
import { deliverPushes, webPushSender, type PushJob, type PushSender } from './push';
import { vapidKeys } from './vapid';

// The reminder scheduler (decision 0021). Each person with reminder settings has a row whose
// `next_check_at` says when to look again. A round claims the rows that have come due with
// FOR UPDATE SKIP LOCKED, so instances never work on the same person at once; each reminder sent
// is recorded under its key (person, kind, local day; a programme message's kind names its day) in
// the same transaction as its email, so a
// second instance or a restart cannot send it again. Notifications go out after the commit.

interface ClaimedRow {
  user_id: string;
  daily: boolean;
  daily_time: string;
  programme: boolean;
}

export interface TickResult {
  claimed: number;
  reminders: number;
  emails: number;
  pushes: { sent: number; failed: number; removed: number };
}

/**
 * One round of the scheduler at `now`: every due reminder of up to `batch` people, or of the one
 * person `only` names (the end-to-end tests' round, whose clock is moved ahead: a round for
 * everyone there would move other tests' people past their own reminders).
 */
export async function runReminderTick(db: Db, now: Date, sendPush: PushSender | null, { batch = 100, only }: { batch?: number; only?: string } = {}): Promise<TickResult> {
  const jobs: PushJob[] = [];
  let reminders = 0;
  let emails = 0;
  const claimed = await db.transaction(async (tx) => {
    const rows = rowsOf<ClaimedRow>(
      await tx.execute(sql`
        select user_id, daily, daily_time, programme from reminder_setting
         where next_check_at <= ${now.toISOString()}::timestamptz
           ${only === undefined ? sql`` : sql`and user_id = ${only}`}
         order by next_check_at
         limit ${batch}
         for update skip locked`),
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.user_id);
    // One after the other: a transaction is one connection.
    const attempts = await tx.select({ userId: quitAttempt.userId, quitDate: quitAttempt.quitDate, timeZone: quitAttempt.timeZone }).from(quitAttempt).where(and(inArray(quitAttempt.userId, ids), isNull(quitAttempt.endedAt)));
    const people = await tx.select({ id: user.id, name: user.name, email: user.email, locale: user.locale }).from(user).where(inArray(user.id, ids));
    const preferences = await preferencesOfUsers(tx as unknown as Db, ids);
    const subscriptions = await tx.select().from(pushSubscription).where(inArray(pushSubscription.userId, ids));
    const attemptOf = new Map(attempts.map((a) => [a.userId, a]));
    const personOf = new Map(people.map((p) => [p.id, p]));

    for (const row of rows) {
      const attempt = attemptOf.get(row.user_id);
      const person = personOf.get(row.user_id);
      // No running attempt (or nothing chosen): nothing to send, look again later.
      const plan: ReminderPlan | null =
        attempt && person && (row.daily || row.programme) ? { daily: row.daily, dailyTime: row.daily_time, programme: row.programme, quitDate: attempt.quitDate, timeZone: attempt.timeZone } : null;
      for (const reminder of plan ? dueReminders(now, plan) : []) {
        if (reminder.kind === 'daily' && (await checkedIn(tx as unknown as Db, row.user_id, reminder.localDate))) continue;
        // A programme message is recorded under its day of the programme: after a restart, the new
        // quit day's message still goes on a day an earlier attempt's day-7 message went.
        const kind = reminder.kind === 'programme' ? `programme:${reminder.day}` : reminder.kind;
        // Before programme messages had their day in the key, 'programme' alone was recorded.
        if (reminder.kind === 'programme' && (await sentEarlier(tx as unknown as Db, row.user_id, 'programme', reminder.localDate))) continue;
        const recorded = await tx.insert(reminderSent).values({ userId: row.user_id, kind, localDate: reminder.localDate, sentAt: now }).onConflictDoNothing().returning({ userId: reminderSent.userId });
        if (recorded.length === 0) continue;
        reminders++;
        const locale: Locale = isLocale(person!.locale) ? person!.locale : 'en';
        if (allowsCategory(preferences.get(row.user_id), 'reminders')) {
          await queueReminderEmail(tx as unknown as Db, { id: row.user_id, name: person!.name, email: person!.email, locale }, reminder);
          emails++;
        }
        for (const subscription of subscriptions.filter((s) => s.userId === row.user_id)) {
          jobs.push({ subscription, payload: await reminderPush(subscription.locale, reminder) });
        }
      }
      await tx.execute(sql`update reminder_setting set next_check_at = ${nextCheck(now, plan).toISOString()}::timestamptz where user_id = ${row.user_id}`);
    }
    return rows.length;
  });
  const pushes = jobs.length && sendPush ? await deliverPushes(db, jobs, sendPush) : { sent: 0, failed: 0, removed: 0 };
  return { claimed, reminders, emails, pushes };
}

async function sentEarlier(db: Db, userId: string, kind: string, localDate: string): Promise<boolean> {
  const [row] = await db.select({ kind: reminderSent.kind }).from(reminderSent).where(and(eq(reminderSent.userId, userId), eq(reminderSent.kind, kind), eq(reminderSent.localDate, localDate)));
  return Boolean(row);
}

async function checkedIn(db: Db, userId: string, day: string): Promise<boolean> {
  const [row] = await db.select({ id: checkIn.id }).from(checkIn).where(and(eq(checkIn.userId, userId), eq(checkIn.day, day)));
  return Boolean(row);
}

async function queueReminderEmail(tx: Db, person: { id: string; name: string; email: string; locale: Locale }, reminder: DueReminder) {
  const unsubscribe = unsubscribeUrl(person.locale, { userId: person.id, address: person.email, category: 'reminders' });
  const email = await renderReminderEmail({ locale: person.locale, name: person.name, reminder, unsubscribeUrl: unsubscribe });
  await queueEmail(tx, { to: person.email, locale: person.locale, template: email.template, category: 'reminders', unsubscribeUrl: unsubscribe, userId: person.id, subject: email.subject, text: email.text, html: email.html });
}

/** The sender of the web push notifications, signed with the site's VAPID key. */
export async function reminderPushSender(db: Db): Promise<PushSender> {
  return webPushSender(await vapidKeys(db, env()));
}

/**
 * One round on the app's database for one person only, with the site's push sender (the
 * end-to-end tests' POST /api/e2e/reminders).
 */
export async function runRemindersFor(userId: string, now: Date): Promise<TickResult> {
  const { db } = await getDb();
  return runReminderTick(db, now, await reminderPushSender(db), { only: userId });
}

/** Runs a round every REMINDER_INTERVAL_SECONDS while the server runs. */
export function startReminderWorker(db: Db): StopTask {
  return every(env().REMINDER_INTERVAL_SECONDS * 1000, 'reminder round failed', async () => {
    const result = await runReminderTick(db, new Date(), await reminderPushSender(db));
    if (result.reminders > 0 || result.pushes.removed > 0) log.info('reminders sent', { ...result });
  });
}
