import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/features/shell/components/error-view';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import type { InternalPath } from '@/i18n/pathnames';
import { buttonClasses } from '@/ui/button';

/**
 * The 404 of an email link that does not open (malformed, forged, expired, or its account gone):
 * what happened, that nothing changed, and one way on.
 */
export async function EmailLinkInvalid({ locale, title, body, action }: { locale: Locale; title: string; body: string; action: { href: InternalPath; label: string } }) {
  const errors = await getTranslations({ locale, namespace: 'errors.notFound' });
  return (
    <ErrorView
      code={errors('code')}
      title={title}
      message={errors('message')}
      body={body}
      actions={
        <LocaleLink locale={locale} href={action.href} className={buttonClasses('primary')}>
          {action.label}
        </LocaleLink>
      }
    />
  );
}

/** The 404 of an unsubscribe link: change the emails from the account page instead. */
export async function UnsubscribeInvalid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'unsubscribe' });
  return <EmailLinkInvalid locale={locale} title={t('invalidTitle')} body={t('invalidBody')} action={{ href: '/account', label: t('accountLink') }} />;
}
