import type { EmailPreferences } from '@/features/mail/categories';
import type { ReminderSettings } from '@/features/reminders/settings';
import type { Locale } from '@/i18n/locales';
import type { OAuthProviderId } from './oauth-providers';
import type { PasswordPolicy } from './password-policy';
import type { AccountStrings } from './components/account/section';

/** GET /api/account/overview: what the (prerendered) account page shows about its person. */
export interface AccountData {
  user: { name: string; email: string; emailVerified: boolean; locale: Locale | null };
  hasPassword: boolean;
  /** Linked sign-in providers: provider id → account id. */
  linked: Record<string, string>;
  /** The providers configured on this server. */
  providers: OAuthProviderId[];
  policy: PasswordPolicy;
  /** The policy's checklist in the page's language (the policy is a run-time setting). */
  policyStrings: AccountStrings['policy'];
  emailPreferences: EmailPreferences;
  reminders: { settings: ReminderSettings; timeZone: string | null; publicKey: string };
}
