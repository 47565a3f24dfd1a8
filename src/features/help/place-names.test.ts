import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { placeNames } from './place-names';
import { COUNTRIES, QUITLINES } from './quitlines';

describe('place names for "help near you"', () => {
  it('names every country in the page language, in that language’s order, and writes out every checked day', () => {
    for (const locale of locales) {
      const { countries, checked } = placeNames(locale);
      expect(countries.map((c) => c.code).sort(), locale).toEqual([...COUNTRIES].sort());
      const names = countries.map((c) => c.name);
      expect(names, locale).toEqual([...names].sort(new Intl.Collator(locale).compare));
      for (const line of QUITLINES) expect(checked[line.checked], `${locale} ${line.checked}`).toMatch(/\d{4}/);
    }
    expect(placeNames('it').countries.find((c) => c.code === 'CH')?.name).toBe('Svizzera');
    expect(placeNames('de').countries.find((c) => c.code === 'AT')?.name).toBe('Österreich');
    expect(placeNames('de').checked[QUITLINES[0]!.checked]).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
  });

  it('builds each language once', () => {
    expect(placeNames('pl')).toBe(placeNames('pl'));
  });
});
