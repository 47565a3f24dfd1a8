import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from './locales';
import { publicPath, type InternalPath, type RouteParams } from './pathnames';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: InternalPath;
  locale: Locale;
  params?: RouteParams;
};

/** A link to a route of the app in a locale; works in server and client components alike. */
export function LocaleLink({ href, locale, params, ...props }: Props) {
  return <NextLink href={publicPath(href, locale, params)} {...props} />;
}
