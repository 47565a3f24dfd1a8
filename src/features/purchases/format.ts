import { localeTags } from '@/i18n/locales';

/** "19,00 €", "£17.00", "79,00 zł": an amount in minor units, written as the language writes it. */
export function formatAmount(amountMinor: number, currency: string, locale: string): string {
  const tag = localeTags[locale as keyof typeof localeTags] ?? 'en';
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amountMinor / 100);
}
