import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { certificateWithOwnerOf } from '@/features/certificates/server/get-certificate';
import { milestoneName, ownerCertificateUrl } from '@/features/certificates/server/issue-certificates';
import { readViewToken } from '@/features/mail/email-token';
import { EmailWebView } from '@/features/mail/components/email-web-view';
import { emailLinkSecret, siteUrl, unsubscribeUrl } from '@/features/mail/server/links';
import { certificationEmailParts } from '@/features/mail/server/render';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { publicPath } from '@/i18n/pathnames';
import { isLocale } from '@/i18n/locales';
import { Alert } from '@/ui/alert';

type Props = LocaleParams & { searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/email-template/certification', 'emailTemplateCertification', { noindex: true });
}

/**
 * The certification email as a web page. With the signed token of a "view in browser" link, that
 * certificate's email (in its owner's language); without a token, the template with sample data,
 * marked as a sample. A forged or expired token is a 404 that shows nobody's certificate.
 */
export default async function CertificationEmailPage({ params, searchParams }: Props) {
  const [locale, { token }] = await Promise.all([pageLocale(params), searchParams]);
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'emailTemplate' }), getTranslations({ locale, namespace: 'pages.emailTemplateCertification' })]);
  if (token === undefined) {
    const parts = await certificationEmailParts({
      locale,
      name: t('sampleName'),
      milestone: await milestoneName(locale, 'week1'),
      certificateUrl: siteUrl(publicPath('/quit-smoking', locale)),
    });
    return <EmailWebView {...parts} heading={page('title')} subjectLabel={t('subject')} notice={<Alert tone="info">{t('sample')}</Alert>} />;
  }
  const claims = typeof token === 'string' ? readViewToken(emailLinkSecret(), token) : null;
  if (!claims) notFound();
  const row = await certificateWithOwnerOf(claims.certificateId);
  if (!row) notFound();
  const language = isLocale(row.locale) ? row.locale : locale;
  const parts = await certificationEmailParts({
    locale: language,
    name: row.name,
    milestone: await milestoneName(language, row.kind),
    certificateUrl: ownerCertificateUrl(language, row.id),
    unsubscribeUrl: unsubscribeUrl(language, { userId: row.userId, address: row.email, category: 'certificates' }),
  });
  return <EmailWebView {...parts} heading={page('title')} subjectLabel={t('subject')} />;
}
