import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailLinkInvalid } from '@/features/mail/components/email-link-invalid';
import { notFoundMetadata } from '@/features/shell/components/not-found-view';
import { currentLocale } from '@/features/shell/server/page-locale';

// A "view in browser" link that is forged, changed or expired: 404, and nobody's email shown.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale());
}

export default async function EmailLinkNotFound() {
  const locale = await currentLocale();
  const [t, errors] = await Promise.all([getTranslations({ locale, namespace: 'emailTemplate' }), getTranslations({ locale, namespace: 'errors.notFound' })]);
  return <EmailLinkInvalid locale={locale} title={t('invalidTitle')} body={t('invalidBody')} action={{ href: '/', label: errors('home') }} />;
}
