import 'server-only';
import { sql } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { queryPrepared } from '@/db/prepared';
import { account, emailPreference, quitAttempt, reminderSetting, user } from '@/db/schema';
import { DEFAULT_PREFERENCES, type EmailPreferences } from '@/features/mail/categories';
import { DEFAULT_SETTINGS, type ReminderSettings } from '@/features/reminders/settings';
import { vapidKeys } from '@/features/reminders/server/vapid';
import { isLocale, type Locale } from '@/i18n/locales';
import type { PasswordPolicy } from '../password-policy';
import { passwordPolicyFrom } from '../password-policy-config';
import { policyStrings } from '../components/auth-screen';
import { oauthProvidersFrom } from './auth';
import type { AccountData } from '../account-data';

interface Row {
  /** The person as the database has them now (a name changed a second ago included). */
  person: { name: string; email: string; emailVerified: boolean; locale: string | null } | null;
  accounts: Array<{ id: string; providerId: string }>;
  preferences: EmailPreferences | null;
  reminders: ReminderSettings | null;
  timeZone: string | null;
}

/**
 * What the account page shows about a person, in one statement (decision 0014's pattern: the
 * page is prerendered, this is its one data call): their name and address, sign-in methods,
 * email preferences, reminder choices and the running plan's time zone.
 */
export async function accountRow(db: Db, userId: string): Promise<Row> {
  const [row] = await queryPrepared<Row>(
    db,
    'account_overview',
    sql`select
      (select json_build_object('name', u.name, 'email', u.email, 'emailVerified', u.email_verified, 'locale', u.locale)
        from ${user} u where u.id = ${userId}) as person,
      coalesce((select json_agg(json_build_object('id', a.id, 'providerId', a.provider_id)) from ${account} a where a.user_id = ${userId}), '[]'::json) as accounts,
      (select json_build_object('certificates', p.certificates, 'challenges', p.challenges, 'reminders', p.reminders, 'news', p.news)
        from ${emailPreference} p where p.user_id = ${userId}) as preferences,
      (select json_build_object('daily', r.daily, 'dailyTime', r.daily_time, 'programme', r.programme)
        from ${reminderSetting} r where r.user_id = ${userId}) as reminders,
      (select q.time_zone from ${quitAttempt} q where q.user_id = ${userId} and q.ended_at is null limit 1) as "timeZone"`,
  );
  return row!;
}

type PolicyStrings = ReturnType<typeof policyStrings>;
const policyStringsKept = new Map<string, Promise<PolicyStrings>>();

/**
 * The password rules in the page's language. They change only with the locale and the
 * configuration, so each pair is translated once per process: formatting the messages was a
 * tenth of the data call's time.
 */
function localizedPolicyStrings(locale: Locale, policy: PasswordPolicy): Promise<PolicyStrings> {
  const key = `${locale} ${JSON.stringify(policy)}`;
  let kept = policyStringsKept.get(key);
  if (!kept) {
    kept = getTranslations({ locale, namespace: 'auth' }).then((t) => policyStrings(t, policy));
    policyStringsKept.set(key, kept);
    kept.catch(() => policyStringsKept.delete(key));
  }
  return kept;
}

/** The person's account page data (GET /api/account/overview); null when the account is gone. */
export async function loadAccount(db: Db, userId: string, locale: Locale): Promise<AccountData | null> {
  const config = env();
  const policy: PasswordPolicy = passwordPolicyFrom(config);
  const [row, keys, strings] = await Promise.all([accountRow(db, userId), vapidKeys(db, config), localizedPolicyStrings(locale, policy)]);
  const person = row.person;
  if (!person) return null;
  return {
    user: { name: person.name, email: person.email, emailVerified: person.emailVerified, locale: isLocale(person.locale) ? person.locale : null },
    hasPassword: row.accounts.some((a) => a.providerId === 'credential'),
    linked: Object.fromEntries(row.accounts.filter((a) => a.providerId !== 'credential').map((a) => [a.providerId, a.id])),
    providers: oauthProvidersFrom(config).map((p) => p.id),
    policy,
    policyStrings: strings,
    emailPreferences: row.preferences ?? { ...DEFAULT_PREFERENCES },
    reminders: { settings: row.reminders ?? { ...DEFAULT_SETTINGS }, timeZone: row.timeZone, publicKey: keys.publicKey },
  };
}

/** loadAccount on the app's database: GET /api/account/overview. */
export const accountOf = onAppDb(loadAccount);
