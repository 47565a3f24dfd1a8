import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getSession } from '@/features/auth/server/auth';
import { CertificateView } from '@/features/certificates/components/certificate-view';
import { viewableCertificate } from '@/features/certificates/server/get-certificate';
import { certificateUrl, milestoneName } from '@/features/certificates/server/issue-certificates';
import { buildPageMetadata } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import { isLocale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Once per request: metadata and page share the lookup. */
const viewable = cache(async (id: string) => {
  const session = await getSession();
  return viewableCertificate(id, session?.user.id ?? null);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  const found = await viewable(id);
  if (!found) return { robots: { index: false } };
  const { certificate } = found;
  const milestone = await milestoneName(isLocale(certificate.locale) ? certificate.locale : locale, certificate.kind);
  const title = `${certificate.displayName}: ${milestone}`;
  const t = await getTranslations({ locale, namespace: 'certificate' });
  return buildPageMetadata({
    locale,
    route: '/certificate/[id]',
    params: { id },
    title,
    description: `${t('eyebrow')} · ${milestone}`,
    // A public certificate stays out of search engines unless its owner opted in.
    noindex: !(certificate.visibility === 'public' && certificate.indexable),
    // Link previews show the name and milestone; the version makes previewers fetch it again after an edit.
    image:
      certificate.visibility === 'public'
        ? { url: `/api/certificates/${id}/image?v=${certificate.updatedAt.getTime()}`, width: 1200, height: 630, alt: title }
        : undefined,
  });
}

/** A certificate on its own page: for its owner always, for everyone once it is public. */
export default async function CertificatePage({ params }: Props) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  const found = await viewable(id);
  if (!found) notFound();
  return <CertificateView locale={locale} certificate={found.certificate} own={found.own} url={certificateUrl(locale, id)} />;
}
