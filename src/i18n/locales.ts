// The nine languages of the product (spec §9). Kept free of framework imports so the proxy,
// scripts and tests can share it.
export const locales = ['en', 'de', 'fr', 'nl', 'es', 'ru', 'it', 'pt', 'pl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
  ru: 'Русский',
  it: 'Italiano',
  pt: 'Português',
  pl: 'Polski',
};

// BCP 47 tags for Intl formatting and hreflang; en falls back to en-US as the spec requires.
export const localeTags: Record<Locale, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  ru: 'ru-RU',
  it: 'it-IT',
  pt: 'pt-PT',
  pl: 'pl-PL',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
