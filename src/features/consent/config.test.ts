import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { parseAnalyticsSettings } from './analytics';
import { CATEGORY, CONSENT_COOKIE, CONSENT_REVISION, consentConfig, consentTranslation } from './config';

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
        // The library places its texts as HTML, and they are not ICU messages: no markup, no arguments.
        expect(text, `${locale} ${path}`).not.toMatch(/[<>{}&]/);
      }
      // The banner says that nothing today needs consent, in the visitor's language.
      if (locale !== 'en') expect(catalog(locale).banner.description).not.toBe(catalog('en').banner.description);
    }
  });

  it('gives the library every text of both dialogs, with the notice for a changed revision', () => {
    for (const locale of locales) {
      const translation = consentTranslation(catalog(locale));
      const { consentModal, preferencesModal } = translation;
      for (const key of ['label', 'title', 'description', 'revisionMessage', 'acceptAllBtn', 'acceptNecessaryBtn', 'showPreferencesBtn'] as const)
        expect(consentModal[key], `${locale} ${key}`).toBeTruthy();
      expect(consentModal.description).toContain('{{revisionMessage}}');
      const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
      const text = plain(consentModal.description!);
      expect(text).toContain(catalog(locale).banner.description);
      expect(text).toContain(catalog(locale).banner.analytics);
      expect(plain(consentModal.revisionMessage!)).toBe(catalog(locale).banner.revision);
      for (const key of ['title', 'acceptAllBtn', 'acceptNecessaryBtn', 'savePreferencesBtn', 'closeIconLabel'] as const)
        expect(preferencesModal[key], `${locale} ${key}`).toBeTruthy();
      expect(preferencesModal.sections.map((s) => s.linkedCategory)).toEqual([undefined, CATEGORY.necessary, CATEGORY.analytics]);
    }
  });

  it('keeps necessary cookies always on, analytics off until chosen, and lets the app show the banner', () => {
    const config = consentConfig('de', catalog('de'), true);
    expect(config.autoShow).toBe(false);
    expect(config.hideFromBots).toBe(false);
    expect(config.revision).toBe(CONSENT_REVISION);
    expect(CONSENT_REVISION).toBeGreaterThan(0);
    expect(config.categories).toEqual({ necessary: { enabled: true, readOnly: true }, analytics: { enabled: false, readOnly: false } });
    expect(config.cookie).toMatchObject({ name: CONSENT_COOKIE, sameSite: 'Lax', secure: true, path: '/' });
    expect(config.language.default).toBe('de');
    expect(Object.keys(config.language.translations)).toEqual(['de']);
    expect(consentConfig('en', catalog('en'), false).cookie?.secure).toBe(false);
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
