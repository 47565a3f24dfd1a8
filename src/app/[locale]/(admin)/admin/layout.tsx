import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireAdmin } from '@/features/auth/server/require-admin';
import { EarlySubmitGuard } from '@/features/shell/components/early-submit-guard';
import { LogoMark } from '@/features/shell/components/logo';
import { pageLocale } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';
import { publicPath } from '@/i18n/pathnames';

const adminNav = [
  { key: 'dashboard', href: '/admin' },
  { key: 'purchases', href: '/admin/purchases' },
  { key: 'email', href: '/admin/email' },
  { key: 'users', href: '/admin/users' },
  { key: 'addAuth', href: '/admin/add-auth' },
] as const;

export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'shell' });
  // The proxy passes the path asked for: the page shown is marked in the navigation.
  const current = (await headers()).get('x-exhale-path');
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_1fr]">
      <EarlySubmitGuard />
      <aside className="border-b border-line bg-surface md:min-h-dvh md:border-b-0 md:border-r">
        <div className="flex items-center gap-2 px-5 py-4 font-bold">
          <LogoMark className="size-7" />
          <span>Exhale</span>
          <span className="rounded-md bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">{t('admin.badge')}</span>
        </div>
        <nav aria-label={t('admin.nav')} className="px-3 pb-4">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {adminNav.map((item) => (
              <li key={item.key}>
                <LocaleLink
                  locale={locale}
                  href={item.href}
                  aria-current={current === publicPath(item.href, locale) ? 'page' : undefined}
                  className="block whitespace-nowrap rounded-lg px-3 py-2 font-medium text-ink-muted hover:bg-brand-50 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  {t(`admin.${item.key}`)}
                </LocaleLink>
              </li>
            ))}
            <li className="md:mt-4">
              <LocaleLink locale={locale} href="/" className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm text-ink-muted hover:bg-brand-50">
                {t('admin.backToSite')}
              </LocaleLink>
            </li>
          </ul>
        </nav>
      </aside>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </div>
  );
}
