import 'server-only';
import { createTranslator } from 'next-intl';
import { isLocale, localeTags, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { dateFormat } from '@/features/programme/progress';
import type { Certificate, ShownCertificate } from './get-certificate';
import { certificateUrl, milestoneName } from './issue-certificates';
import type { CertificatePdfContent } from './pdf';

/** The certificate's own language: the one its owner chose, else the page's. */
export function certificateLanguage(certificate: Pick<Certificate, 'locale'>, fallback: Locale): Locale {
  return isLocale(certificate.locale) ? certificate.locale : fallback;
}

/** The day a certificate's milestone was reached, as its language writes it, on the person's own calendar. */
export function certificateDate(certificate: Pick<ShownCertificate, 'reachedAt' | 'timeZone'>, language: Locale): string {
  return dateFormat(localeTags[language], { dateStyle: 'long', timeZone: certificate.timeZone }).format(certificate.reachedAt);
}

/**
 * Every word of a certificate as the PDF and the share picture show it: written in the
 * certificate's language, with the verification address of the page in `pageLocale`.
 */
export async function certificateContent(certificate: ShownCertificate, pageLocale: Locale): Promise<CertificatePdfContent> {
  const language = certificateLanguage(certificate, pageLocale);
  const [messages, milestone] = await Promise.all([loadMessages(language), milestoneName(language, certificate.kind)]);
  const t = createTranslator({ locale: language, messages, namespace: 'certificate' });
  const date = certificateDate(certificate, language);
  return {
    lang: localeTags[language],
    eyebrow: t('eyebrow'),
    certifies: t('certifies'),
    name: certificate.displayName,
    reached: t('reached'),
    milestone,
    date: t('on', { date }),
    dedication: certificate.dedication ? t('dedication', { text: certificate.dedication }) : null,
    issuer: t('issuer', { site: 'Exhale' }),
    verify: t('verify'),
    url: certificateUrl(pageLocale, certificate.id),
    title: `${certificate.displayName}: ${milestone}`,
    subject: `${t('eyebrow')} · ${milestone}`,
  };
}

/** The file name a downloaded certificate gets ("exhale-certificate-week1.pdf"). */
export function certificateFileName(certificate: Pick<Certificate, 'kind'>): string {
  return `exhale-certificate-${certificate.kind.replace(/[^a-z0-9-]/gi, '')}.pdf`;
}
