import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LogoMark } from '@/features/shell/components/logo';
import { pageLocale } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';

// A certificate stands on its own page, framed for printing and sharing.
export default async function CertificateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'shell' });
  return (
    <div className="flex min-h-dvh flex-col items-center bg-brand-50 px-4 py-8 print:bg-white">
      <LocaleLink locale={locale} href="/" className="mb-6 inline-flex items-center gap-2 rounded-lg font-bold print:hidden" aria-label={t('homeLabel')}>
        <LogoMark className="size-8" />
        <span className="text-lg">Exhale</span>
      </LocaleLink>
      <main id="main" tabIndex={-1} className="w-full max-w-3xl focus:outline-none">
        {children}
      </main>
    </div>
  );
}
