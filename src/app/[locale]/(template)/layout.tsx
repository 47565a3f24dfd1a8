import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LogoMark } from '@/features/shell/components/logo';
import { pageLocale } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';
import { Container } from '@/ui/container';

// Campaign landing pages and email previews: the brand, no site navigation.
export default async function TemplateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'shell' });
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="py-5">
        <Container>
          <LocaleLink locale={locale} href="/" className="inline-flex items-center gap-2 rounded-lg font-bold" aria-label={t('homeLabel')}>
            <LogoMark className="size-8" />
            <span className="text-lg">Exhale</span>
          </LocaleLink>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="py-6 text-center text-sm text-ink-muted">{t('footer.notAdvice')}</footer>
    </div>
  );
}
