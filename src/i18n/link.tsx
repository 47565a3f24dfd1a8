import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from './locales';
import { publicPath, type InternalPath, type RouteParams } from './pathnames';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: InternalPath;
  locale: Locale;
  params?: RouteParams;
};

/**
 * A link to a route of the app in a locale; works in server and client components alike.
 *
 * Not prefetched unless asked (`prefetch`): the pages are prerendered and answered from memory, so
 * the data a click asks for comes at once, while prefetching every link in view cost a phone the
 * reading of each answer on the main thread and its data plan on every page load (issue 15).
 */
export function LocaleLink({ href, locale, params, prefetch = false, ...props }: Props) {
  return <NextLink href={publicPath(href, locale, params)} prefetch={prefetch} {...props} />;
}
