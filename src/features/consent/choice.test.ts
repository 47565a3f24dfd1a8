import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { parseAnalyticsSettings } from './analytics';
import { consentCookie } from '../../../e2e/consent-cookie';
import { allowsAnalytics, choiceCookie, CONSENT_DAYS, readChoice, sentences, storedRecord } from './choice';
import { CONSENT_COOKIE, CONSENT_REVISION } from './config';

const catalog = (locale: string) => (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages).consent;

/** Every string leaf of a value, with its path. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
}

describe('cookie consent', () => {
  it('is translated into every language, each text filled in and safe to place as HTML', () => {
    const english = leaves(catalog('en')).map(([path]) => path);
    for (const locale of locales) {
      const strings = leaves(catalog(locale));
      expect(strings.map(([path]) => path), locale).toEqual(english);
      for (const [path, text] of strings) {
        expect(typeof text, `${locale} ${path}`).toBe('string');
        expect((text as string).trim().length, `${locale} ${path}`).toBeGreaterThan(1);
        // Plain text, not ICU messages: no markup, no arguments.
        expect(text, `${locale} ${path}`).not.toMatch(/[<>{}&]/);
      }
      // The banner says that nothing today needs consent, in the visitor's language.
      if (locale !== 'en') expect(catalog(locale).banner.description).not.toBe(catalog('en').banner.description);
    }
  });

  it('reads a stored choice: valid, made for an earlier notice, or none', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    const cookie = (value: unknown) => `other=1; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; last=2`;
    const stored = { categories: ['necessary', 'analytics'], revision: CONSENT_REVISION, expirationTime: now + 1000 };
    expect(readChoice('', now)).toEqual({ state: 'none' });
    expect(readChoice('other=1', now)).toEqual({ state: 'none' });
    expect(readChoice(cookie(stored), now)).toEqual({ state: 'valid', categories: ['necessary', 'analytics'] });
    expect(allowsAnalytics(readChoice(cookie(stored), now))).toBe(true);
    expect(allowsAnalytics(readChoice(cookie({ ...stored, categories: ['necessary'] }), now))).toBe(false);
    // Categories this version does not know are dropped, not trusted.
    expect(readChoice(cookie({ ...stored, categories: ['necessary', 'marketing'] }), now)).toEqual({ state: 'valid', categories: ['necessary'] });
    expect(readChoice(cookie({ ...stored, revision: CONSENT_REVISION - 1 }), now)).toEqual({ state: 'outdated' });
    expect(allowsAnalytics(readChoice(cookie({ ...stored, revision: CONSENT_REVISION - 1 }), now))).toBe(false);
    expect(readChoice(cookie({ ...stored, expirationTime: now }), now)).toEqual({ state: 'none' });
    // Malformed values are no choice: the banner asks again rather than the page failing.
    for (const value of ['%E0%A4%A', 'not json', '%7B', 'null', '42', '"text"'])
      expect(readChoice(`${CONSENT_COOKIE}=${value}`, now), value).toEqual({ state: 'none' });
    expect(readChoice(cookie({ ...stored, categories: 'necessary' }), now)).toEqual({ state: 'none' });
    expect(readChoice(cookie({ ...stored, categories: ['analytics'] }), now)).toEqual({ state: 'none' });
    // A cookie whose name only ends with ours is another one.
    expect(readChoice(`x${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}`, now)).toEqual({ state: 'none' });
  });

  it('writes a choice that reads back, for 182 days, Secure only on https, keeping an earlier record', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    const id = crypto.randomUUID();
    const written = choiceCookie({ analytics: false, locale: 'de', now, id, secure: true });
    const [pair, ...attributes] = written.split('; ');
    expect(attributes).toEqual([`Expires=${new Date(now + CONSENT_DAYS * 86_400_000).toUTCString()}`, 'Path=/', 'SameSite=Lax', 'Secure']);
    expect(CONSENT_DAYS).toBe(182);
    expect(readChoice(pair!, now)).toEqual({ state: 'valid', categories: ['necessary'] });
    expect(readChoice(pair!, now + CONSENT_DAYS * 86_400_000)).toEqual({ state: 'none' });
    expect(storedRecord(pair!)).toEqual({ id, firstGiven: '2026-11-29T10:00:00.000Z' });

    const later = choiceCookie({ analytics: true, locale: 'fr', now: now + 5000, id, firstGiven: '2026-11-29T10:00:00.000Z', secure: false });
    expect(later).not.toContain('Secure');
    const value = JSON.parse(decodeURIComponent(later.split('; ')[0]!.split('=')[1]!)) as Record<string, unknown>;
    expect(value).toMatchObject({
      categories: ['necessary', 'analytics'],
      revision: CONSENT_REVISION,
      consentId: id,
      consentTimestamp: '2026-11-29T10:00:00.000Z',
      lastConsentTimestamp: '2026-11-29T10:00:05.000Z',
      languageCode: 'fr',
    });
    expect(storedRecord(`${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ consentId: '<script>', consentTimestamp: 'x' }))}`)).toBeUndefined();
    expect(storedRecord('')).toBeUndefined();
  });

  it('reads the choices stored by the consent library used before (the e2e browsers start with one)', () => {
    const now = Date.now();
    const { name, value } = consentCookie('localhost');
    expect(readChoice(`${name}=${value}`, now)).toEqual({ state: 'valid', categories: ['necessary'] });
    const both = consentCookie('localhost', { categories: ['necessary', 'analytics'], revision: 0 });
    expect(readChoice(`${both.name}=${both.value}`, now)).toEqual({ state: 'outdated' });
  });

  it('splits a text into one block per sentence or clause after a colon', () => {
    expect(sentences('Exhale only sets the cookies it needs to work: sign-in, language and security. None of them needs your consent.')).toEqual([
      'Exhale only sets the cookies it needs to work:',
      'sign-in, language and security.',
      'None of them needs your consent.',
    ]);
    for (const locale of locales) {
      const { description } = catalog(locale).banner;
      expect(sentences(description).join(' '), locale).toBe(description);
    }
  });

  it('accepts only complete analytics settings with an http(s) script address', () => {
    expect(parseAnalyticsSettings({ scriptUrl: null, domain: null })).toBeNull();
    expect(parseAnalyticsSettings('nonsense')).toBeNull();
    expect(parseAnalyticsSettings({ scriptUrl: 'javascript:alert(1)', domain: 'x' })).toBeNull();
    expect(parseAnalyticsSettings({ scriptUrl: 'https://stats.example/js/script.js', domain: 'exhale.example' })).toEqual({
      scriptUrl: 'https://stats.example/js/script.js',
      domain: 'exhale.example',
    });
  });
});
