import 'server-only';
import { createTranslator } from 'next-intl';
import { siteUrl } from '@/features/mail/server/links';
import { greetingOf, renderParts, translatorFor, type EmailParts, type RenderedEmail } from '@/features/mail/server/render';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import type { DueReminder } from '../schedule';

// The words of a reminder, as an email and as a push notification, in the person's language.

/** The reminder's words in the catalog: the daily check-in, or the programme day's message. */
const keyOf = (reminder: Pick<DueReminder, 'kind' | 'day'>) => (reminder.kind === 'daily' ? 'daily' : `day${reminder.day}`) as 'daily' | 'day0' | 'day1' | 'day3' | 'day7' | 'day14';

async function reminderWords(localeValue: string) {
  const { locale, t } = await translatorFor(localeValue);
  const r = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'reminders.email' });
  return { locale, t, r };
}

/** The programme page in a locale: where each reminder leads (the check-in is on it). */
export function programmePath(locale: Locale): string {
  return publicPath('/quit-smoking', locale);
}

export interface ReminderEmailInput {
  locale: string;
  name: string;
  reminder: Pick<DueReminder, 'kind' | 'day'>;
  unsubscribeUrl?: string;
}

/** A reminder email: the day's message, what to do today, the programme button and the way out. */
export async function renderReminderEmail(input: ReminderEmailInput): Promise<RenderedEmail & { template: string }> {
  const { locale, t, r } = await reminderWords(input.locale);
  const key = keyOf(input.reminder);
  const parts: EmailParts = {
    greeting: greetingOf(t, input.name),
    paragraphs: [r(`${key}.body`), r(`${key}.today`)],
    action: input.reminder.kind === 'daily' ? r('checkIn') : r('open'),
    url: siteUrl(programmePath(locale)),
    footer: [r('why'), t('signature')],
    links: input.unsubscribeUrl ? [{ label: r('unsubscribe'), url: input.unsubscribeUrl }] : [],
  };
  const subject = r(`${key}.subject`);
  return { subject, ...(await renderParts(locale, t, parts, subject)), template: `reminder-${key}` };
}

/** What the service worker shows (the contract in decision 0021): title, body, a same-site path. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

export async function reminderPush(localeValue: string, reminder: DueReminder): Promise<PushPayload> {
  const { locale, r } = await reminderWords(localeValue);
  const key = keyOf(reminder);
  return { title: r(`${key}.subject`), body: r(`${key}.body`), url: programmePath(locale), tag: `exhale-${reminder.kind}-${reminder.localDate}` };
}
