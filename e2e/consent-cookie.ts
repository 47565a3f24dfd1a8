// The cookie-consent choice as the consent library stores it, for tests: the suite's browsers
// start with "necessary only" chosen (playwright.config.ts), so the banner does not cover what
// other tests click; e2e/consent.spec.ts starts without it.
import { CONSENT_COOKIE, CONSENT_REVISION } from '../src/features/consent/config';

const DAY = 86_400_000;

export function consentCookie(
  host: string,
  { categories = ['necessary'], revision = CONSENT_REVISION }: { categories?: string[]; revision?: number } = {},
) {
  const now = new Date();
  const value = {
    categories,
    revision,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: '00000000-0000-4000-8000-00000000e2e0',
    services: { necessary: [], analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + 182 * DAY,
  };
  return {
    name: CONSENT_COOKIE,
    value: encodeURIComponent(JSON.stringify(value)),
    domain: host,
    path: '/',
    expires: Math.floor((now.getTime() + 182 * DAY) / 1000),
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}
