// The language of a page whose address names none (an unknown path without a locale prefix):
// the locale cookie when it holds a locale, else the best of Accept-Language, else English.
// Shared by the proxy and server.mjs, so relative imports only.
import { defaultLocale, isLocale, type Locale } from './locales.ts';
import { LOCALE_COOKIE } from '../lib/locale-cookie-format.ts';

function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === LOCALE_COOKIE) {
      const value = part.slice(at + 1).trim();
      if (isLocale(value)) return value;
    }
  }
  return null;
}

/** The first language of an Accept-Language header, by weight, that the product speaks. */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const range of header.slice(0, 512).split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? null;
}

export function preferredLocale(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return cookieLocale(cookieHeader) ?? acceptedLocale(acceptLanguage) ?? defaultLocale;
}
