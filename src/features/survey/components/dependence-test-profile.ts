import { minorDigits } from '@/features/programme/progress';
import type { Messages } from '@/i18n/messages';

// The smoking profile of the dependence test as typed, and what is wrong with it (message keys).

export type ErrorKey = keyof Messages['survey']['errors'];

export interface Profile {
  cigarettesPerDay: string;
  cigarettesPerPack: string;
  packPrice: string;
  currency: string;
  yearsSmoked: string;
}

/**
 * "8,50" or "8.50" → 850, in the currency's minor unit (cents; forints have none, so "2500" Ft is
 * 2500, as the money on the dashboard is written back); null when it is not a price.
 */
export function parsePrice(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned.replace(',', '.')) * 10 ** minorDigits(currency));
}

const whole = (text: string, min: number, max: number): ErrorKey | null => {
  if (!text.trim()) return 'enterNumber';
  if (!/^\d+$/.test(text.trim())) return 'wholeNumber';
  const n = Number(text);
  return n < min || n > max ? 'range' : null;
};

export function profileErrors(p: Profile): Partial<Record<keyof Profile, ErrorKey>> {
  const errors: Partial<Record<keyof Profile, ErrorKey>> = {};
  const perDay = whole(p.cigarettesPerDay, 1, 100);
  if (perDay) errors.cigarettesPerDay = perDay;
  const perPack = whole(p.cigarettesPerPack, 1, 100);
  if (perPack) errors.cigarettesPerPack = perPack;
  const price = parsePrice(p.packPrice, p.currency);
  if (!p.packPrice.trim()) errors.packPrice = 'enterNumber';
  else if (price === null || price < 1 || price > 100_000) errors.packPrice = 'range';
  const years = whole(p.yearsSmoked, 0, 80);
  if (years) errors.yearsSmoked = years;
  return errors;
}
