import { describe, expect, it } from 'vitest';
import { currencyFor, DEFAULT_PRICES, parsePrices } from './prices';

describe('prices', () => {
  it('are read in minor units, one per currency', () => {
    expect(parsePrices(DEFAULT_PRICES)).toEqual({ ok: true, prices: { EUR: 1900, GBP: 1700, USD: 1900, PLN: 7900 } });
    expect(parsePrices(' EUR=9.5 , USD=12 ')).toEqual({ ok: true, prices: { EUR: 950, USD: 1200 } });
  });

  it('say what is wrong with a setting', () => {
    expect(parsePrices('EUR=19,EUR=20')).toMatchObject({ ok: false, problem: expect.stringContaining('twice') });
    expect(parsePrices('JPY=1900')).toMatchObject({ ok: false, problem: expect.stringContaining('JPY') });
    expect(parsePrices('EUR=19.999')).toMatchObject({ ok: false, problem: expect.stringContaining('EUR=19.999') });
    expect(parsePrices('EUR=0.10')).toMatchObject({ ok: false, problem: expect.stringContaining('0.50') });
    expect(parsePrices(' , ')).toMatchObject({ ok: false, problem: 'names no price' });
  });

  it('follow the language, a choice, or the first priced currency', () => {
    const all = { EUR: 1900, GBP: 1700, USD: 1900, PLN: 7900 };
    expect(currencyFor('pl', all)).toBe('PLN');
    expect(currencyFor('de', all)).toBe('EUR');
    expect(currencyFor('de', all, 'USD')).toBe('USD');
    expect(currencyFor('de', all, 'JPY')).toBe('EUR');
    expect(currencyFor('pl', { USD: 1900 })).toBe('USD');
  });
});
