import type { Locale } from '@/i18n/locales';

/**
 * National quitlines and stop-smoking services, one entry per country, each with the page that
 * states its number (the service's own page or a national health authority) and the day it was
 * checked. Only what such a page states goes in: hours and cost are given where that page gives
 * them, and left out otherwise.
 *
 * Left out, because no page of the service itself or of a national health authority stating the
 * number could be reached when the list was checked (only newspapers, blogs or local councils):
 * see LEFT_OUT below. A country comes in as soon as such a page is found; the help then shows it.
 */

/** The countries where the app's nine languages are mainly spoken. */
export const COUNTRIES = ['GB', 'IE', 'US', 'CA', 'AU', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'ES', 'MX', 'IT', 'PT', 'BR', 'PL', 'RU'] as const;
export type Country = (typeof COUNTRIES)[number];

export type DayRange = 'monFri' | 'sat' | 'workdays';
export type CostNote = 'free';
export type Coverage = 'caSmokersHelpline';

export interface Phone {
  /** For the tel: link. */
  e164: string;
  /** As the service writes it. */
  display: string;
}

export interface Quitline {
  country: Country;
  /** The service's name in its own language. */
  name: string;
  phones: Phone[];
  web?: string;
  /** Opening hours as the source gives them, in the country's local time. */
  hours?: Array<{ days: DayRange; from: string; to: string }>;
  cost?: CostNote;
  /** Where the service reaches only part of the country. */
  coverage?: Coverage;
  source: { url: string; title: string; publisher: string };
  /** The day the source was read (ISO date). */
  checked: string;
}

const CHECKED = '2026-11-26';

export const QUITLINES: readonly Quitline[] = [
  {
    country: 'US',
    name: '1-800-QUIT-NOW',
    // The page gives the number in letters; on a phone keypad QUIT-NOW is 784-8669.
    phones: [{ e164: '+18007848669', display: '1-800-784-8669' }],
    cost: 'free',
    source: {
      url: 'https://www.cdc.gov/tobacco/quit_smoking/cessation/faq-about-1-800-quit-now/index.html',
      title: 'Frequently Asked Questions (FAQ) about 1-800-QUIT-NOW and the National Network of Tobacco Cessation Quitlines',
      publisher: 'Centers for Disease Control and Prevention (CDC)',
    },
    checked: CHECKED,
  },
  {
    country: 'CA',
    name: "Smokers' Helpline / Téléassistance pour fumeurs",
    phones: [{ e164: '+18775135333', display: '1 877 513-5333' }],
    web: 'https://smokershelpline.ca',
    cost: 'free',
    coverage: 'caSmokersHelpline',
    source: { url: 'https://ccsshouat.cancer.ca/static/about-smokers-helpline', title: "About Smokers' Helpline", publisher: 'Canadian Cancer Society' },
    checked: CHECKED,
  },
  {
    country: 'IE',
    name: 'HSE Quit',
    phones: [{ e164: '+3531800201203', display: '1800 201 203' }],
    source: {
      url: 'https://hsehealthandwellbeingnews.com/stop-smoking-services-free-stop-smoking-medications/',
      title: 'Stop smoking services and free stop smoking medications',
      publisher: 'HSE Health and Wellbeing (Health Service Executive)',
    },
    checked: CHECKED,
  },
  {
    country: 'AU',
    name: 'Quitline',
    phones: [{ e164: '+61137848', display: '13 7848 (13 QUIT)' }],
    web: 'https://www.quit.org.au',
    source: { url: 'https://quit.org.au/articles/quitline-can-help-you-get-back-track', title: 'How Quitline can help you get back on track', publisher: 'Quit (Cancer Council Victoria)' },
    checked: CHECKED,
  },
  {
    country: 'AT',
    name: 'Rauchfrei Telefon',
    phones: [{ e164: '+43800810013', display: '0800 810 013' }],
    web: 'https://www.rauchfrei.at',
    hours: [{ days: 'monFri', from: '10:00', to: '18:00' }],
    cost: 'free',
    source: { url: 'https://rauchfrei.at/ueber-uns/entstehung/', title: 'Entstehung', publisher: 'Rauchfrei Telefon (österreichische Sozialversicherung)' },
    checked: CHECKED,
  },
  {
    country: 'CH',
    name: 'Rauchstopplinie / Ligne stop-tabac',
    phones: [{ e164: '+41848000181', display: '0848 000 181' }],
    source: {
      url: 'https://www.presseportal.ch/de/pm/100003316/100907297',
      title: 'Welttag ohne Tabak: Einstieg verhindern und Entwöhnung unterstützen',
      publisher: 'Krebsliga Schweiz',
    },
    checked: CHECKED,
  },
  {
    country: 'BE',
    name: 'Tabacstop / Tabakstop',
    phones: [{ e164: '+3280011100', display: '0800 111 00' }],
    web: 'https://www.tabacstop.be',
    hours: [{ days: 'workdays', from: '15:00', to: '19:00' }],
    cost: 'free',
    source: { url: 'https://www.cancer.be/pr-vention/les-dangers-du-tabac', title: 'Les dangers du tabac', publisher: 'Fondation contre le Cancer' },
    checked: CHECKED,
  },
  {
    country: 'NL',
    name: 'Stoplijn (Ikstopnu)',
    phones: [{ e164: '+318001995', display: '0800-1995' }],
    web: 'https://www.ikstopnu.nl',
    cost: 'free',
    source: { url: 'https://www.trimbos.nl/actueel/nieuws/ikstopnu-website-en-stoplijn-gelanceerd/', title: 'Ikstopnu-website en stoplijn gelanceerd', publisher: 'Trimbos-instituut' },
    checked: CHECKED,
  },
  {
    country: 'IT',
    name: 'Telefono Verde contro il Fumo',
    phones: [{ e164: '+39800554088', display: '800 554088' }],
    hours: [{ days: 'monFri', from: '10:00', to: '16:00' }],
    cost: 'free',
    source: {
      url: 'https://www.salute.gov.it/new/it/tema/stili-di-vita-guadagnare-salute/telefono-verde-fumo-800554088/',
      title: 'Telefono Verde Fumo 800.554088',
      publisher: 'Ministero della Salute',
    },
    checked: CHECKED,
  },
  {
    country: 'PL',
    name: 'Telefoniczna Poradnia Pomocy Palącym',
    phones: [
      { e164: '+48801108108', display: '801 108 108' },
      { e164: '+48222118015', display: '22 211 80 15' },
    ],
    hours: [
      { days: 'monFri', from: '09:00', to: '21:00' },
      { days: 'sat', from: '09:00', to: '15:00' },
    ],
    source: {
      url: 'https://old.coi.pl/wystartowal-program-leczenia-uzaleznienia-od-tytoniu/',
      title: 'Wystartował program leczenia uzależnienia od tytoniu',
      publisher: 'Narodowy Instytut Onkologii (Centrum Onkologii – Instytut)',
    },
    checked: CHECKED,
  },
];

/** The countries without an entry, and why. */
export const LEFT_OUT: Readonly<Partial<Record<Country, string>>> = {
  GB: 'The NHS Smokefree National Helpline number was found only on local council, CCG and partnership pages (in London as the Stop Smoking London helpline), not on an NHS or national page.',
  DE: 'The BZgA quitline number was found only in newspapers, a journalist’s blog and an MP’s page; copies of BZgA press releases gave only its former paid 01805 number, and no BZgA or BIÖG page was found.',
  FR: 'The Tabac info service number was found on a page of the OFDT (the national drugs observatory, not a health authority) and in newspapers, not on a Santé publique France or Tabac info service page; it is also a short number with no E.164 form.',
  ES: 'The only Ministry of Health line found (from 2005) was stated in newspapers, not on a Ministry page, and may no longer run; the only other line found was regional (Andalusia).',
  MX: 'The Línea de la Vida (Secretaría de Salud, run by CONASAMA) was found only in newspapers and on a state police page, not on a gob.mx page.',
  PT: 'The SNS 24 line for smokers was found only in news articles (Público, Renascença, TSF), not on an SNS 24 or DGS page.',
  BR: 'Ministry of Health pages (gov.br, Portal Brasil) give Disque Saúde 136 only as the Ministry’s general line, not as help to quit; that link was found only in news and a private explainer, and 136 is a short number with no E.164 form.',
  RU: 'The Ministry of Health quitline was found only in regional news, an aggregator and a federal hospital’s education page, not on a page of the Ministry or of the line’s operator.',
};

/** The countries a page in each language suggests first, most likely first. */
export const LOCALE_COUNTRIES: Readonly<Record<Locale, readonly Country[]>> = {
  en: ['US', 'GB', 'IE', 'CA', 'AU'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH', 'CA'],
  nl: ['NL', 'BE'],
  es: ['ES', 'MX'],
  ru: ['RU'],
  it: ['IT', 'CH'],
  pt: ['PT', 'BR'],
  pl: ['PL'],
};

export const quitlineFor = (country: Country): Quitline | undefined => QUITLINES.find((q) => q.country === country);

export const isCountry = (value: unknown): value is Country => typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);

/**
 * The country shown first: a region the browser asks for with the page's language (de-AT on a
 * German page: Austria) when it is one of ours, else the language's main country, whose help then
 * says so when no line is known for it yet (a line of a neighbouring country would not be
 * reachable, or free, from there).
 */
export function defaultCountry(locale: Locale, browserLanguages: readonly string[] = []): Country {
  for (const tag of browserLanguages) {
    const [language, region] = tag.split('-');
    const upper = region?.toUpperCase();
    if (language?.toLowerCase() === locale && isCountry(upper)) return upper;
  }
  return LOCALE_COUNTRIES[locale][0]!;
}
