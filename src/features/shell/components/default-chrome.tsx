import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { Footer } from './footer';
import { Header } from './header';

export function DefaultChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer locale={locale} />
    </div>
  );
}
