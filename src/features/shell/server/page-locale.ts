import 'server-only';
import { notFound } from 'next/navigation';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** Reads and checks the locale segment and enables static rendering for it. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) {
    // Reached only by paths the proxy skips (files with an extension): their 404 is in English.
    setRequestLocale(defaultLocale);
    notFound();
  }
  setRequestLocale(locale);
  return locale;
}

/** The locale of the current render where no params are at hand (not-found pages). */
export async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
