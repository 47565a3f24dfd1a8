import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { AccountControls } from '@/features/auth/components/account-controls';
import { SosEverywhere } from '@/features/programme/components/sos-everywhere';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  // A nearly opaque background and no backdrop blur: a blurred sticky header is repainted on
  // every scrolled frame, which a phone pays for on every page.
  return (
    <header className="sticky top-0 z-50 border-b border-line/80 bg-canvas/95">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <LocaleLink locale={locale} href="/" className="flex items-center gap-2 rounded-lg font-bold text-ink" aria-label={t('homeLabel')}>
          <LogoMark className="size-8" />
          <span className="text-lg tracking-tight">Exhale</span>
        </LocaleLink>
        <nav aria-label={t('mainNav')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.key}>
                <LocaleLink
                  locale={locale}
                  href={item.href}
                  className="whitespace-nowrap rounded-lg px-3 py-2 text-[0.95rem] font-medium text-ink-muted hover:bg-brand-50 hover:text-ink"
                >
                  {t(`nav.${item.key}`)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <SosEverywhere />
          <LanguageSwitcher />
          <div className="hidden sm:block">
            <AccountControls layout="header" />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
