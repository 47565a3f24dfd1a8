import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ locale: given, requestLocale }) => {
  // A locale passed explicitly (getTranslations({ locale })) needs no look at the request, which
  // would make a prerendered page dynamic.
  const requested = given ?? (await requestLocale);
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: 'UTC' };
});
