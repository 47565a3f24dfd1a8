import type { Locale } from '../../i18n/locales.ts';

// What the programme costs (decision 0017): one price per currency, set by the operator in
// PRICES ("EUR=19.00,GBP=17.00,USD=19.00,PLN=79.00"). Amounts are kept in minor units.

export const CURRENCIES = ['EUR', 'GBP', 'USD', 'PLN'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Prices = Partial<Record<Currency, number>>;

export const DEFAULT_PRICES = 'EUR=19.00,GBP=17.00,USD=19.00,PLN=79.00';

/** The currency a person sees first, from their language; they can choose another. */
const LOCALE_CURRENCY: Record<Locale, Currency> = { en: 'GBP', de: 'EUR', fr: 'EUR', nl: 'EUR', es: 'EUR', ru: 'EUR', it: 'EUR', pt: 'EUR', pl: 'PLN' };

export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/**
 * Reads PRICES: comma-separated CURRENCY=amount pairs, amounts with at most two decimals, each
 * currency once. Returns the prices in minor units, or what is wrong.
 */
export function parsePrices(raw: string): { ok: true; prices: Prices } | { ok: false; problem: string } {
  const prices: Prices = {};
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([A-Z]{3})=(\d{1,6})(?:\.(\d{1,2}))?$/.exec(part);
    if (!match) return { ok: false, problem: `has "${part}", expected CURRENCY=amount such as EUR=19.00` };
    const [, currency, whole, fraction = ''] = match as unknown as [string, string, string, string?];
    if (!isCurrency(currency)) return { ok: false, problem: `names ${currency}; the currencies are ${CURRENCIES.join(', ')}` };
    if (currency in prices) return { ok: false, problem: `names ${currency} twice` };
    const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (minor < 50) return { ok: false, problem: `sets ${currency} below 0.50, which card payments do not take` };
    prices[currency] = minor;
  }
  if (!Object.keys(prices).length) return { ok: false, problem: 'names no price' };
  return { ok: true, prices };
}

/** The currency to offer first: the one of the person's language if it has a price, else the first priced one. */
export function currencyFor(locale: Locale, prices: Prices, chosen?: string | null): Currency {
  if (chosen && isCurrency(chosen) && prices[chosen] !== undefined) return chosen;
  const preferred = LOCALE_CURRENCY[locale];
  if (prices[preferred] !== undefined) return preferred;
  return CURRENCIES.find((c) => prices[c] !== undefined)!;
}
