'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { DropdownMenu } from 'radix-ui';
import { localeNames, locales } from '@/i18n/locales';
import { publicPath, routeOfPublicPath } from '@/i18n/pathnames';
import { LanguageButton } from './language-switcher';
import { useShellStrings } from './shell-strings';

/** The language menu, opened at once: it is only loaded when a visitor asks for it. */
export default function LanguageMenu() {
  const { shell, locale: current } = useShellStrings();
  // The same page in another language; an unknown page (a 404) switches to that language's home.
  const here = routeOfPublicPath(usePathname());
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <LanguageButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[var(--z-modal)] min-w-44 rounded-2xl bg-surface p-1.5 shadow-xl ring-1 ring-line"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {shell.language}
          </DropdownMenu.Label>
          {locales.map((locale) => (
            <DropdownMenu.Item key={locale} asChild>
              <NextLink
                href={here ? publicPath(here.route, locale, here.params) : publicPath('/', locale)}
                prefetch={false}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? 'true' : undefined}
                className="flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] outline-none data-[highlighted]:bg-brand-50"
              >
                {localeNames[locale]}
                {locale === current ? (
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : null}
              </NextLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
