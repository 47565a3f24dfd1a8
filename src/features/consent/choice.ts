// The visitor's cookie choice: read from and written to the first-party cookie `exhale_consent`
// (docs/decisions/0019-cookie-consent.md). Pure functions of the cookie string and the clock, so
// they are tested without a browser. The stored shape is the one vanilla-cookieconsent 3 wrote
// (the library this replaced), so choices made before the change stay valid.

import { CATEGORY, CONSENT_COOKIE, CONSENT_REVISION } from './config';

export type Category = (typeof CATEGORY)[keyof typeof CATEGORY];

/** How long a choice is kept before the banner asks again. */
export const CONSENT_DAYS = 182;
const DAY_MS = 86_400_000;

/**
 * `valid`: a choice for this revision, still in date. `outdated`: one made for an earlier version of
 * the notice (the banner says the notice changed). `none`: nothing stored, expired or unreadable.
 */
export type ChoiceState = { state: 'valid'; categories: Category[] } | { state: 'outdated' | 'none' };

interface StoredChoice {
  categories: string[];
  revision: number;
  data: null;
  consentTimestamp: string;
  consentId: string;
  services: Record<Category, string[]>;
  languageCode: string;
  lastConsentTimestamp: string;
  expirationTime: number;
}

const known = new Set<string>(Object.values(CATEGORY));

/** The raw value of one cookie in a `document.cookie` string, or undefined. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The stored record as an object, or undefined when there is none or it cannot be read. */
function storedObject(cookies: string): Partial<Record<keyof StoredChoice, unknown>> | undefined {
  const raw = cookieValue(cookies, CONSENT_COOKIE);
  if (raw === undefined) return undefined;
  try {
    const stored: unknown = JSON.parse(decodeURIComponent(raw));
    return typeof stored === 'object' && stored !== null ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** What the visitor chose, from `document.cookie`; anything malformed counts as no choice. */
export function readChoice(cookies: string, now: number): ChoiceState {
  const stored = storedObject(cookies);
  if (!stored) return { state: 'none' };
  const { categories, revision, expirationTime } = stored;
  if (!Array.isArray(categories) || !categories.includes(CATEGORY.necessary)) return { state: 'none' };
  if (typeof expirationTime === 'number' && expirationTime <= now) return { state: 'none' };
  if (revision !== CONSENT_REVISION) return { state: 'outdated' };
  return { state: 'valid', categories: categories.filter((c): c is Category => typeof c === 'string' && known.has(c)) };
}

/** Whether the visitor allowed the optional statistics. */
export function allowsAnalytics(choice: ChoiceState): boolean {
  return choice.state === 'valid' && choice.categories.includes(CATEGORY.analytics);
}

/**
 * The `document.cookie` assignment that stores a choice: necessary always, analytics when allowed;
 * first-party, whole site, SameSite Lax, Secure on https, for CONSENT_DAYS.
 */
export function choiceCookie({
  analytics,
  locale,
  now,
  id,
  secure,
  firstGiven,
}: {
  analytics: boolean;
  locale: string;
  now: number;
  id: string;
  secure: boolean;
  /** When the visitor first chose, if an earlier choice is stored. */
  firstGiven?: string;
}): string {
  const expires = now + CONSENT_DAYS * DAY_MS;
  const at = new Date(now).toISOString();
  const value: StoredChoice = {
    categories: analytics ? [CATEGORY.necessary, CATEGORY.analytics] : [CATEGORY.necessary],
    revision: CONSENT_REVISION,
    data: null,
    consentTimestamp: firstGiven ?? at,
    consentId: id,
    services: { [CATEGORY.necessary]: [], [CATEGORY.analytics]: [] },
    languageCode: locale,
    lastConsentTimestamp: at,
    expirationTime: expires,
  };
  return [
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`,
    `Expires=${new Date(expires).toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The stored record's id and first time, so a changed choice keeps them; undefined when none. */
export function storedRecord(cookies: string): { id: string; firstGiven: string } | undefined {
  const stored = storedObject(cookies);
  const { consentId, consentTimestamp } = stored ?? {};
  return typeof consentId === 'string' && typeof consentTimestamp === 'string' && /^[0-9a-f-]{36}$/.test(consentId)
    ? { id: consentId, firstGiven: consentTimestamp }
    : undefined;
}

/** A text as one block per sentence or clause after a colon (see the banner in consent-manager.tsx). */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?:;。])\s+/).filter(Boolean);
}
