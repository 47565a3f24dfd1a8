import type { InternalPath } from '@/i18n/pathnames';

/** Pages meant for search engines; account, admin and token pages are not listed. */
export const publicRoutes = [
  '/',
  '/quit-smoking',
  '/survey/motivation',
  '/survey/test',
  '/help',
  '/install',
  '/start-data-deletion',
  '/imprint',
  '/privacy',
  '/terms',
] as const satisfies readonly InternalPath[];

/** Path beginnings crawlers are asked to leave alone, in every locale. */
export const privatePathPrefixes = [
  '/admin',
  '/data-deletion',
  '/login',
  '/register',
  '/sign-in',
  '/certificate/edit/',
  '/checkout/',
  '/unsubscribe/',
  '/email-template/',
  '/e2e/',
  '/page-not-found',
] as const;
