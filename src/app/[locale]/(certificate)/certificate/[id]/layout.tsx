import type { ReactNode } from 'react';
import { BriefBrandBar, BriefFooter } from '@/features/shell/components/brief-chrome';
import { pageLocale } from '@/features/shell/server/page-locale';

// A certificate stands on its own page, framed for printing and sharing.
export default async function CertificateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <div className="flex min-h-dvh flex-col items-center bg-brand-50 px-4 py-8 print:bg-white">
      <div className="mb-6 flex w-full max-w-3xl items-center justify-between gap-4 print:hidden">
        <BriefBrandBar locale={locale} />
      </div>
      <main id="main" tabIndex={-1} className="w-full max-w-3xl focus:outline-none">
        {children}
      </main>
      <BriefFooter locale={locale} className="mt-6 print:hidden" />
    </div>
  );
}
