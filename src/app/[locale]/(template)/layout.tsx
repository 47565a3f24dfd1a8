import type { ReactNode } from 'react';
import { BriefBrandBar, BriefFooter } from '@/features/shell/components/brief-chrome';
import { pageLocale } from '@/features/shell/server/page-locale';
import { Container } from '@/ui/container';

// Campaign landing pages and email previews: the brand, no site navigation.
export default async function TemplateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="py-5">
        <Container className="flex items-center justify-between gap-4">
          <BriefBrandBar locale={locale} />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <BriefFooter locale={locale} />
    </div>
  );
}
