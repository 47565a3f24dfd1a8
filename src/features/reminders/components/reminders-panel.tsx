import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import type { Db } from '@/db/create';
import { activeAttempt } from '@/features/programme/server/plan-store';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { Alert } from '@/ui/alert';
import { reminderSettingsOf } from '../server/store';
import { vapidKeys } from '../server/vapid';
import { ReminderSettingsForm, type ReminderStrings } from './reminder-settings-form';

/** The account page's reminders: the choices, the plan's time zone, and push for this browser. */
export async function RemindersPanel({ db, locale, userId, reminderEmails }: { db: Db; locale: Locale; userId: string; reminderEmails: boolean }) {
  const [t, settings, attempt, keys] = await Promise.all([getTranslations({ locale, namespace: 'reminders' }), reminderSettingsOf(db, userId), activeAttempt(db, userId), vapidKeys(db, env())]);
  const words = <K extends string>(keys: readonly K[], prefix = '') => Object.fromEntries(keys.map((key) => [key, t(`${prefix}${key}` as Parameters<typeof t>[0])])) as Record<K, string>;
  const strings: ReminderStrings = {
    ...words(['daily', 'dailyHint', 'time', 'programme', 'programmeHint', 'save', 'saved', 'failed', 'invalidTime'] as const),
    push: words(['title', 'hint', 'enable', 'disable', 'on', 'off', 'unsupported', 'unavailable', 'denied', 'failed', 'working'] as const, 'push.'),
  };
  return (
    <div className="space-y-5">
      {attempt ? (
        <p className="text-sm text-ink-muted">{t('zone', { zone: attempt.timeZone.replace(/_/g, ' ') })}</p>
      ) : (
        <Alert tone="info">
          {t('noPlan')}{' '}
          <LocaleLink locale={locale} href="/quit-smoking" className="font-semibold underline underline-offset-4">
            {t('planLink')}
          </LocaleLink>
        </Alert>
      )}
      {reminderEmails ? null : <Alert tone="warning">{t('emailsOff')}</Alert>}
      <ReminderSettingsForm locale={locale} initial={settings} publicKey={keys.publicKey} strings={strings} />
    </div>
  );
}
