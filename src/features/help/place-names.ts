import { localeTags, type Locale } from '@/i18n/locales';
import { COUNTRIES, QUITLINES, type Country } from './quitlines';

/** The words "help near you" shows in one language: country names in its order, and the days the lines were checked. */
export interface PlaceNames {
  countries: { code: Country; name: string }[];
  /** Each line's `checked` day (yyyy-mm-dd), written out. */
  checked: Record<string, string>;
}

const cache = new Map<Locale, PlaceNames>();

/**
 * Built once per language. The help page builds them on the server and passes them in: making the
 * browser's region names, collator and date format for a language is slow on a phone (about 13 ms
 * of a fast machine's CPU at hydration, four times that on a phone), and the server's answer is
 * the one the page was drawn with.
 */
export function placeNames(locale: Locale): PlaceNames {
  let names = cache.get(locale);
  if (!names) {
    const tag = localeTags[locale];
    const regions = new Intl.DisplayNames([tag], { type: 'region' });
    const { compare } = new Intl.Collator(tag);
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    names = {
      countries: COUNTRIES.map((code) => ({ code, name: regions.of(code) ?? code })).sort((a, b) => compare(a.name, b.name)),
      checked: Object.fromEntries(QUITLINES.map(({ checked }) => [checked, date.format(new Date(`${checked}T00:00:00Z`))])),
    };
    cache.set(locale, names);
  }
  return names;
}
