// The kinds of email Exhale sends. Account emails (confirmation, reset, sign-in link, email
// changed) are transactional and always sent; every other category can be left, and its emails
// carry a one-click unsubscribe link.
export const OPTIONAL_CATEGORIES = ['certificates', 'challenges', 'reminders', 'news'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type EmailCategory = 'account' | OptionalCategory;

export type EmailPreferences = Record<OptionalCategory, boolean>;

/** What a person gets before choosing: everything about their own programme, no news. */
export const DEFAULT_PREFERENCES: EmailPreferences = { certificates: true, challenges: true, reminders: true, news: false };

export function isOptionalCategory(value: unknown): value is OptionalCategory {
  return typeof value === 'string' && (OPTIONAL_CATEGORIES as readonly string[]).includes(value);
}

/** Whether an email of `category` may be sent to someone with these preferences. */
export function allowsCategory(preferences: EmailPreferences | null | undefined, category: string): boolean {
  if (!isOptionalCategory(category)) return true;
  return (preferences ?? DEFAULT_PREFERENCES)[category];
}
