import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/features/consent/components/consent-settings-button';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { Container } from '@/ui/container';
import { LogoMark } from './logo';
import { footerItems } from './nav-items';

export async function Footer({ locale }: { locale: Locale }) {
  const [t, tConsent] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'consent' }),
  ]);
  const linkClass = 'inline-block rounded py-1.5 text-ink-muted underline-offset-4 hover:text-ink hover:underline';
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <Container className="grid gap-8 py-10 md:grid-cols-[1.4fr_1fr]">
        <div className="max-w-md space-y-3">
          <div className="flex items-center gap-2 font-bold">
            <LogoMark className="size-7" />
            <span>Exhale</span>
          </div>
          <p className="text-ink-muted">{t('footer.tagline')}</p>
          <p className="text-sm text-ink-muted">{t('footer.notAdvice')}</p>
        </div>
        <nav aria-label={t('footerNav')}>
          <ul className="grid grid-cols-1 gap-x-6 gap-y-1 [overflow-wrap:break-word] min-[440px]:grid-cols-2">
            {footerItems.map((item) => (
              <li key={item.key} className="min-w-0">
                <LocaleLink locale={locale} href={item.href} className={linkClass}>
                  {t(`footer.${item.key}`)}
                </LocaleLink>
              </li>
            ))}
            <li className="min-w-0">
              <ConsentSettingsButton label={tConsent('settingsLink')} className={`${linkClass} cursor-pointer text-left`} />
            </li>
          </ul>
        </nav>
      </Container>
      <Container className="border-t border-line py-5 text-sm text-ink-muted">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Container>
    </footer>
  );
}
