import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { forbidden, notFound, redirect } from 'next/navigation';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { certificate } from '@/db/schema';
import { getSession } from '@/features/auth/server/auth';
import { CertificateEditForm } from '@/features/certificates/components/certificate-edit-form';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';
import { isLocale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { Container } from '@/ui/container';
import { PageIntro } from '@/ui/page-intro';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  return pageMetadata(locale, '/certificate/edit/[id]', 'certificateEdit', { noindex: true, params: { id } });
}

/** The owner's edit page: visitors sign in and come back; anyone else gets 403; unknown ids 404. */
export default async function CertificateEditPage({ params }: Props) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  const session = await getSession();
  const here = publicPath('/certificate/edit/[id]', locale, { id });
  if (!session) redirect(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(here)}`);
  const [row] = await (await getDb()).db.select().from(certificate).where(eq(certificate.id, id));
  if (!row) notFound();
  if (row.userId !== session.user.id) forbidden();
  const t = await getTranslations({ locale, namespace: 'certificateEdit' });
  const strings = {
    name: t('name'),
    nameHint: t('nameHint'),
    dedication: t('dedication'),
    dedicationHint: t('dedicationHint'),
    language: t('language'),
    visibility: t('visibility'),
    private: t('private'),
    privateHint: t('privateHint'),
    public: t('public'),
    publicHint: t('publicHint'),
    indexable: t('indexable'),
    save: t('save'),
    saved: t('saved'),
    nameRequired: t('errors.nameRequired'),
    nameTooLong: t('errors.nameTooLong'),
    dedicationTooLong: t('errors.dedicationTooLong'),
    invalid: t('errors.invalid'),
    failed: t('errors.failed'),
  };
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <PageIntro title={t('title')} lead={t('lead')} />
        <p className="mt-4">
          <LocaleLink locale={locale} href="/certificate/[id]" params={{ id }} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('view')}
          </LocaleLink>
        </p>
        <div className="mt-8">
          <CertificateEditForm
            id={id}
            initial={{ displayName: row.displayName, dedication: row.dedication ?? '', visibility: row.visibility, indexable: row.indexable, locale: isLocale(row.locale) ? row.locale : locale }}
            strings={strings}
          />
        </div>
      </div>
    </Container>
  );
}
