import type { ReactNode } from 'react';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import type { ReminderSettings } from '../settings';
import { ReminderSettingsForm, type ReminderStrings } from './reminder-settings-form';

export interface RemindersPanelStrings {
  form: ReminderStrings;
  /** "…{zone}…": the running plan's time zone. */
  zone: string;
  emailsOff: string;
  /** Shown without a plan: a line with a link to the programme (rendered by the page). */
  noPlan: ReactNode;
}

/** The account page's reminders: the choices, the plan's time zone, and push for this browser. */
export function RemindersPanel({ locale, timeZone, settings, publicKey, reminderEmails, strings }: {
  locale: string;
  /** The running plan's time zone, or null without a plan. */
  timeZone: string | null;
  settings: ReminderSettings;
  publicKey: string;
  reminderEmails: boolean;
  strings: RemindersPanelStrings;
}) {
  return (
    <div className="space-y-5">
      {timeZone ? <p className="text-sm text-ink-muted">{fill(strings.zone, { zone: timeZone.replace(/_/g, ' ') })}</p> : <Alert tone="info">{strings.noPlan}</Alert>}
      {reminderEmails ? null : <Alert tone="warning">{strings.emailsOff}</Alert>}
      <ReminderSettingsForm locale={locale} initial={settings} publicKey={publicKey} strings={strings.form} />
    </div>
  );
}
