'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { DropdownMenu } from 'radix-ui';
import { Link, usePathname } from '@/i18n/navigation';
import { localeNames, locales } from '@/i18n/locales';
import { buttonClasses } from '@/ui/button';

/** Switches language on the same page, mapping localized path words (e.g. /de/hilfe ↔ /fr/aide). */
export function LanguageSwitcher() {
  const t = useTranslations('shell');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams<{ id?: string }>();
  const href = (params.id ? { pathname, params: { id: params.id } } : { pathname }) as Parameters<typeof Link>[0]['href'];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClasses('ghost', 'sm', 'gap-1.5 px-2.5')}
        aria-label={`${t('chooseLanguage')} – ${t('currentLanguage', { language: localeNames[current] })}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z" />
        </svg>
        <span className="text-sm font-semibold uppercase">{current}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[var(--z-modal)] min-w-44 rounded-2xl bg-surface p-1.5 shadow-xl ring-1 ring-line"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {t('language')}
          </DropdownMenu.Label>
          {locales.map((locale) => (
            <DropdownMenu.Item key={locale} asChild>
              <Link
                href={href}
                locale={locale}
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
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
