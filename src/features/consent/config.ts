import type { Messages } from '@/i18n/messages';

// The cookie choice's constants (docs/decisions/0019-cookie-consent.md).

export type ConsentStrings = Messages['consent'];

/** Where the choice is kept: a first-party cookie of its own (itself strictly necessary). */
export const CONSENT_COOKIE = 'exhale_consent';

/**
 * The version of what the banner asks. Raise it when a category is added or the use of data
 * changes: every stored choice of an earlier version is then invalid and the banner asks again.
 */
export const CONSENT_REVISION = 1;

/** `necessary` is always on and cannot be turned off; `analytics` is off until chosen. */
export const CATEGORY = { necessary: 'necessary', analytics: 'analytics' } as const;

/** Dispatched on window after every run of the consent script, with the run's count and path. */
export const CONSENT_RUN_EVENT = 'exhale:consent-run';

/** Dispatched on window by "Cookie settings" to open the choices. */
export const CONSENT_PREFERENCES_EVENT = 'exhale:consent-preferences';

