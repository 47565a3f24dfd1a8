import type { Metadata, Viewport } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { ServiceWorker } from '@/features/pwa/components/service-worker';
import { manifestPath, THEME_COLOR } from '@/features/pwa/manifest';
import { ConsentManager } from '@/features/consent/components/consent-manager';
import { FieldsTakenOver } from '@/features/shell/components/fields-taken-over';
import { BuildWatcher } from '@/features/shell/components/build-watcher';
import { ShellStringsProvider, type ShellStrings } from '@/features/shell/components/shell-strings';
import { pageLocale } from '@/features/shell/server/page-locale';
import { locales } from '@/i18n/locales';
import { INSTALL_CAPTURE_SCRIPT } from '@/lib/security/early-scripts';
import '../globals.css';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('defaultTitle'), template: t('titleTemplate', { title: '%s' }) },
    description: t('defaultDescription'),
    applicationName: 'Exhale',
    icons: { icon: '/icon.svg', apple: '/apple-touch-icon.png' },
    // The installed app in this language (src/app/manifests).
    manifest: manifestPath(locale),
    appleWebApp: { capable: true, title: 'Exhale', statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  const [messages, t] = await Promise.all([getMessages({ locale }), getTranslations({ locale, namespace: 'shell' })]);
  const config = env();
  const { shell, errors, programme, sosEverywhere, consent } = messages;
  const strings: ShellStrings = {
    locale,
    shell: {
      chooseLanguage: shell.chooseLanguage,
      currentLanguage: shell.currentLanguage,
      language: shell.language,
      openMenu: shell.openMenu,
      closeMenu: shell.closeMenu,
      menuTitle: shell.menuTitle,
      mainNav: shell.mainNav,
      logIn: shell.logIn,
      startFree: shell.startFree,
      signOut: shell.signOut,
      signOutFailed: shell.signOutFailed,
      account: shell.account,
      nav: shell.nav,
    },
    server: errors.server,
    sos: { open: programme.sos.open, title: programme.sos.title, close: programme.sos.close, ...sosEverywhere },
  };
  return (
    <html lang={locale}>
      <body>
        {/* Allowed by hash on every page (src/lib/security/csp.ts). */}
        <script dangerouslySetInnerHTML={{ __html: INSTALL_CAPTURE_SCRIPT }} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[2000] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-3 focus:font-semibold focus:shadow-lg"
        >
          {t('skipToContent')}
        </a>
        <ShellStringsProvider value={strings}>
          {children}
          <BuildWatcher
            buildId={process.env.NEXT_PUBLIC_BUILD_ID ?? 'development'}
            intervalMs={config.BUILD_CHECK_INTERVAL_MS}
          />
          <FieldsTakenOver />
          <ServiceWorker enabled={process.env.NODE_ENV === 'production'} />
          <ConsentManager locale={locale} strings={consent} />
        </ShellStringsProvider>
      </body>
    </html>
  );
}
