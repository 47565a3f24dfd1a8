import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CertificateEditScreen } from '@/features/certificates/components/certificate-edit-screen';
import { pageLocale } from '@/features/shell/server/page-locale';
import { SHELL_ID } from '@/i18n/guard';

// One page per locale for every certificate, the same for everyone and holding nobody's data
// (decision 0025): prerendered for the placeholder id only, which the resolver rewrites every valid
// id of /certificate/edit/<id> to (src/i18n/guard.ts idShell). The proxy (and server.mjs from
// memory) sends it only to a browser with a session cookie; the browser reads the real id from
// its address and asks GET /api/certificates/<id> for the certificate.
export const dynamicParams = false;
export function generateStaticParams() {
  return [{ id: SHELL_ID }];
}

type Props = { params: Promise<{ locale: string; id: string }> };

// No canonical or language links: they would name the placeholder, and the page is kept out of
// search engines anyway.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'pages.certificateEdit' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

export default async function CertificateEditPage({ params }: Props) {
  return <CertificateEditScreen locale={await pageLocale(params)} />;
}
