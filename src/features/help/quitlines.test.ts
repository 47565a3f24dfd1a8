import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { COUNTRIES, LEFT_OUT, LOCALE_COUNTRIES, QUITLINES, defaultCountry, quitlineFor } from './quitlines';

const E164 = /^\+[1-9]\d{6,14}$/;

describe('quitlines', () => {
  it('cites an https source and the day it was checked for every entry', () => {
    for (const line of QUITLINES) {
      expect(new URL(line.source.url).protocol, line.country).toBe('https:');
      expect(line.source.title.length, line.country).toBeGreaterThan(3);
      expect(line.source.publisher.length, line.country).toBeGreaterThan(2);
      expect(line.checked, line.country).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(line.checked))).toBe(false);
    }
  });

  it('gives a valid E.164 number or an https address for every entry', () => {
    for (const line of QUITLINES) {
      expect(line.phones.length > 0 || Boolean(line.web), line.country).toBe(true);
      for (const phone of line.phones) {
        expect(phone.e164, line.country).toMatch(E164);
        expect(phone.display.trim()).not.toBe('');
      }
      if (line.web) expect(new URL(line.web).protocol, line.country).toBe('https:');
      for (const { from, to } of line.hours ?? []) {
        expect(from).toMatch(/^\d{2}:\d{2}$/);
        expect(to).toMatch(/^\d{2}:\d{2}$/);
        expect(from < to).toBe(true);
      }
    }
  });

  it('has each required country either as an entry or left out with a reason, never both', () => {
    for (const country of COUNTRIES) {
      const present = QUITLINES.filter((line) => line.country === country).length;
      const reason = LEFT_OUT[country];
      expect(present + (reason ? 1 : 0), country).toBe(1);
      if (reason) expect(reason.length, country).toBeGreaterThan(20);
    }
  });

  it('starts from the main country of the page language', () => {
    expect(locales.map((locale) => defaultCountry(locale))).toEqual(['US', 'DE', 'FR', 'NL', 'ES', 'RU', 'IT', 'PT', 'PL']);
    for (const locale of locales) expect(LOCALE_COUNTRIES[locale].length).toBeGreaterThan(0);
  });

  it('follows the region the browser asks for with the same language', () => {
    expect(defaultCountry('de', ['de-AT', 'de'])).toBe('AT');
    expect(defaultCountry('en', ['en-IE'])).toBe('IE');
    expect(defaultCountry('fr', ['fr-be'])).toBe('BE');
    // Another language's region, or a region we do not list, does not count.
    expect(defaultCountry('en', ['de-AT', 'en-NZ'])).toBe('US');
    expect(defaultCountry('it', ['it'])).toBe('IT');
  });

  it('finds an entry by country', () => {
    expect(quitlineFor('IT')?.phones[0]?.e164).toBe('+39800554088');
    expect(quitlineFor('DE')).toBeUndefined();
  });
});
