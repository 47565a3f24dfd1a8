import type { Locale } from './locales';

// Every route of the specification (§2), keyed by its internal (English) pathname. Only help and
// quit-smoking have localized path words; Russian uses transliterated ASCII words
// (docs/decisions/0003-russian-path-words.md).
export const pathnames = {
  '/': '/',
  '/admin': '/admin',
  '/admin/add-auth': '/admin/add-auth',
  '/admin/email': '/admin/email',
  '/admin/purchases': '/admin/purchases',
  '/certificate/[id]': '/certificate/[id]',
  '/certificate/edit/[id]': '/certificate/edit/[id]',
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

export function localizedPath(internal: InternalPath, locale: Locale): string {
  const entry = pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}
