import { defaultLocale, isLocale, type Locale } from './locales.ts';

// Every route of the specification (§2) and the account page, keyed by its internal (English)
// pathname. Only help, quit-smoking and account have localized path words; Russian uses
// transliterated ASCII words (docs/decisions/0003-russian-path-words.md).
export const pathnames = {
  '/': '/',
  // Not in the specification's table: the account page of the accounts capability.
  '/account': {
    en: '/account',
    de: '/konto',
    fr: '/compte',
    nl: '/account',
    es: '/cuenta',
    ru: '/akkaunt',
    it: '/account',
    pt: '/conta',
    pl: '/konto',
  },
  '/admin': '/admin',
  '/admin/add-auth': '/admin/add-auth',
  '/admin/email': '/admin/email',
  '/admin/purchases': '/admin/purchases',
  // Not in the specification's table: the admin area's users page (issue 13).
  '/admin/users': '/admin/users',
  '/certificate/[id]': '/certificate/[id]',
  '/certificate/edit/[id]': '/certificate/edit/[id]',
  // Not in the specification's table: a purchase's checkout and its outcome (decision 0017).
  '/checkout/[id]': '/checkout/[id]',
  '/email-template/certification': '/email-template/certification',
  '/go/[id]': '/go/[id]',
  '/challenge-invite/[id]': '/challenge-invite/[id]',
  '/data-deletion': '/data-deletion',
  '/start-data-deletion': '/start-data-deletion',
  '/help': {
    en: '/help',
    de: '/hilfe',
    fr: '/aide',
    nl: '/hulp',
    es: '/ayuda',
    ru: '/pomoshch',
    it: '/aiuto',
    pt: '/ajuda',
    pl: '/pomoc',
  },
  '/imprint': '/imprint',
  '/install': '/install',
  '/login': '/login',
  '/register': '/register',
  '/sign-in': '/sign-in',
  '/posts/[id]': '/posts/[id]',
  '/privacy': '/privacy',
  '/terms': '/terms',
  '/unsubscribe/[id]': '/unsubscribe/[id]',
  '/restore-email/[id]': '/restore-email/[id]',
  '/survey/motivation': '/survey/motivation',
  '/survey/test': '/survey/test',
  '/quit-smoking': {
    en: '/quit-smoking',
    de: '/nikotinentzug',
    fr: '/arreter-de-fumer',
    nl: '/stoppen-met-roken',
    es: '/dejar-de-fumar',
    ru: '/brosit-kurit',
    it: '/smettere-di-fumare',
    pt: '/parar-de-fumar',
    pl: '/rzucanie-palenia',
  },
} as const satisfies Record<string, string | Record<Locale, string>>;

export type InternalPath = keyof typeof pathnames;

export type RouteParams = { id?: string };

function withParams(path: string, params?: RouteParams): string {
  return params?.id === undefined ? path : path.replace('[id]', encodeURIComponent(params.id));
}

/** The public path of an internal route in a locale: en unprefixed, localized path words. */
export function publicPath(internal: InternalPath | string, locale: Locale, params?: RouteParams): string {
  const entry = (pathnames as Record<string, string | Record<Locale, string>>)[internal];
  const word = withParams(entry === undefined ? internal : typeof entry === 'string' ? entry : entry[locale], params);
  if (locale === defaultLocale) return word;
  return word === '/' ? `/${locale}` : `/${locale}${word}`;
}

const routeList = Object.keys(pathnames) as InternalPath[];

/** The inverse of publicPath for a path in the browser's address bar (unknown paths: null). */
export function routeOfPublicPath(path: string): { locale: Locale; route: InternalPath; params: RouteParams } | null {
  const first = path.split('/')[1] ?? '';
  const locale: Locale = first !== defaultLocale && isLocale(first) ? first : defaultLocale;
  const rest = locale === defaultLocale ? path : path.slice(locale.length + 1) || '/';
  const segments = rest.split('/');
  for (const route of routeList) {
    const entry = pathnames[route];
    const pattern = (typeof entry === 'string' ? entry : entry[locale]).split('/');
    if (pattern.length !== segments.length) continue;
    let id: string | undefined;
    const matches = pattern.every((part, i) => {
      if (part === '[id]') {
        id = decodeURIComponent(segments[i]!);
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { locale, route, params: id === undefined ? {} : { id } };
  }
  return null;
}
