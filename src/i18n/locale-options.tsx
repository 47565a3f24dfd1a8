import { localeNames, locales } from './locales';

/** The nine languages as the options of a select, each named in itself and marked with its language. */
export function LocaleOptions() {
  return locales.map((l) => (
    <option key={l} value={l} lang={l}>
      {localeNames[l]}
    </option>
  ));
}
