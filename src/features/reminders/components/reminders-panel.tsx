import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import type { Db } from '@/db/create';
import { activeAttempt } from '@/features/programme/server/plan-store';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { Alert } from '@/ui/alert';
import { reminderSettingsOf } from '../server/store';
import { vapidKeys } from '../server/vapid';
import { ReminderSettingsForm } from './reminder-settings-form';

/** The account page's reminders: the choices, the plan's time zone, and push for this browser. */
export async function RemindersPanel({ db, locale, userId, reminderEmails }: { db: Db; locale: Locale; userId: string; reminderEmails: boolean }) {
  const [t, settings, attempt, keys] = await Promise.all([getTranslations({ locale, namespace: 'reminders' }), reminderSettingsOf(db, userId), activeAttempt(db, userId), vapidKeys(db, env())]);
  const strings = {
    daily: t('daily'),
    dailyHint: t('dailyHint'),
    time: t('time'),
    programme: t('programme'),
    programmeHint: t('programmeHint'),
    save: t('save'),
    saved: t('saved'),
    failed: t('failed'),
    invalidTime: t('invalidTime'),
    push: {
      title: t('push.title'),
      hint: t('push.hint'),
      enable: t('push.enable'),
      disable: t('push.disable'),
      on: t('push.on'),
      off: t('push.off'),
      unsupported: t('push.unsupported'),
      unavailable: t('push.unavailable'),
      denied: t('push.denied'),
      failed: t('push.failed'),
      working: t('push.working'),
    },
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
