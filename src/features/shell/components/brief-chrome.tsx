import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/features/consent/components/consent-settings-button';
import { SosEverywhere } from '@/features/programme/components/sos-everywhere';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/ui/cn';
import { LogoMark } from './logo';

// The frame of pages without the site's navigation (campaign pages, certificates).

/** The brand, home, and (signed in) the cravings SOS at every width: these pages have no phone menu. */
export async function BriefBrandBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  return (
    <>
      <LocaleLink locale={locale} href="/" className="inline-flex items-center gap-2 rounded-lg font-bold" aria-label={t('homeLabel')}>
        <LogoMark className="size-8" />
        <span className="text-lg">Exhale</span>
      </LocaleLink>
      <SosEverywhere everyWidth />
    </>
  );
}

/**
 * Their footer: the note that
 * the site is no medical advice, the privacy notice and the cookie settings, which every page
 * where the consent banner can appear must offer.
 */
export async function BriefFooter({ locale, className }: { locale: Locale; className?: string }) {
  const [t, tConsent] = await Promise.all([getTranslations({ locale, namespace: 'shell' }), getTranslations({ locale, namespace: 'consent' })]);
  const linkClass = 'inline-block rounded py-1.5 underline underline-offset-4 hover:text-ink';
  return (
    <footer className={cn('py-6 text-center text-sm text-ink-muted', className)}>
      <p>{t('footer.notAdvice')}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-x-5">
        <li>
          <LocaleLink locale={locale} href="/privacy" className={linkClass}>
            {t('footer.privacy')}
          </LocaleLink>
        </li>
        <li>
          <ConsentSettingsButton label={tConsent('settingsLink')} className={`${linkClass} cursor-pointer`} />
        </li>
      </ul>
    </footer>
  );
}
