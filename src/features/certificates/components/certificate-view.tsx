import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { buttonClasses } from '@/ui/button';
import { LogoMark } from '@/features/shell/components/logo';
import { certificateDate, certificateFileName, certificateLanguage } from '../server/content';
import type { ShownCertificate } from '../server/get-certificate';
import { milestoneName } from '../server/issue-certificates';
import { qrSvg } from '../server/qr';
import { CertificateActions } from './certificate-actions';

/**
 * The certificate itself, written in its own language (chosen by its owner), framed for the
 * screen and for one landscape page in print; the page's own actions are in the page's language.
 */
export async function CertificateView({ locale, certificate, own, url }: { locale: Locale; certificate: ShownCertificate; own: boolean; url: string }) {
  const language = certificateLanguage(certificate, locale);
  const [t, page, milestone, qr] = await Promise.all([
    getTranslations({ locale: language, namespace: 'certificate' }),
    getTranslations({ locale, namespace: 'certificate' }),
    milestoneName(language, certificate.kind),
    qrSvg(url),
  ]);
  const date = certificateDate(certificate, language);
  return (
    <div className="space-y-6">
      {own && certificate.visibility === 'private' ? (
        <p className="rounded-2xl bg-surface p-4 text-sm text-ink-muted ring-1 ring-line print:hidden">{page('private')}</p>
      ) : null}
      <article
        lang={language}
        aria-labelledby="certificate-name"
        className="certificate-sheet relative overflow-hidden rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)] ring-1 ring-line sm:p-12"
      >
        <div aria-hidden="true" className="pointer-events-none absolute inset-3 rounded-2xl border-2 border-brand-200 sm:inset-4" />
        <div className="relative">
          <LogoMark className="mx-auto size-12" />
          <p className="mt-4 text-sm font-semibold uppercase tracking-[0.2em] text-brand-800">{t('eyebrow')}</p>
          <p className="mt-6 text-ink-muted">{t('certifies')}</p>
          <h1 id="certificate-name" className="mt-2 break-words text-3xl font-bold tracking-tight sm:text-5xl">
            {certificate.displayName}
          </h1>
          <p className="mt-4 text-ink-muted">{t('reached')}</p>
          <p className="mt-2 text-2xl font-bold text-brand-800 sm:text-3xl">{milestone}</p>
          <p className="mt-2 text-ink">{t('on', { date })}</p>
          {certificate.dedication ? <p className="mx-auto mt-6 max-w-prose break-words text-lg italic text-ink">{t('dedication', { text: certificate.dedication })}</p> : null}
          <div className="mt-10 flex flex-col items-center justify-between gap-6 border-t border-line pt-6 text-left sm:flex-row">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">{t('issuer', { site: 'Exhale' })}</p>
              <p className="mt-2 text-ink-muted">{t('verify')}</p>
              <p className="break-all font-medium text-brand-800" data-testid="verification-url">
                {url}
              </p>
            </div>
            <div role="img" aria-label={t('qrLabel')} className="size-24 shrink-0" dangerouslySetInnerHTML={{ __html: qr }} />
          </div>
        </div>
      </article>
      <nav aria-label={page('actions')} className="flex flex-wrap items-center justify-center gap-3 print:hidden">
        <CertificateActions
          url={url}
          title={`${certificate.displayName}: ${milestone}`}
          text={`${certificate.displayName}: ${milestone}`}
          shareable={certificate.visibility === 'public'}
          strings={{ print: page('print'), share: page('share'), copy: page('copy'), copied: page('copied'), copyFailed: page('copyFailed') }}
        />
        <a
          href={`/api/certificates/${encodeURIComponent(certificate.id)}/pdf?locale=${locale}`}
          download={certificateFileName(certificate)}
          type="application/pdf"
          className={buttonClasses('secondary')}
        >
          {page('downloadPdf')}
        </a>
        {own ? (
          <LocaleLink locale={locale} href="/certificate/edit/[id]" params={{ id: certificate.id }} className={buttonClasses('ghost')}>
            {page('edit')}
          </LocaleLink>
        ) : null}
      </nav>
    </div>
  );
}
