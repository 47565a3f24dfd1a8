import { getTranslations } from 'next-intl/server';
import { ForbiddenView } from '@/features/shell/components/forbidden-view';
import { NotFoundView } from '@/features/shell/components/not-found-view';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { PageIntro } from '@/ui/page-intro';
import { CertificateEditApp, type CertificateEditPageStrings } from './certificate-edit-app';

/**
 * The owner's edit page: its words, and the 403 and 404 contents it may need, the same for
 * everyone and prerendered per locale; the certificate itself comes from one data call
 * (CertificateEditApp, GET /api/certificates/[id]; decision 0025).
 */
export async function CertificateEditScreen({ locale }: { locale: Locale }) {
  const [t, errors, auth] = await Promise.all([
    getTranslations({ locale, namespace: 'certificateEdit' }),
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'auth' }),
  ]);
  const strings: CertificateEditPageStrings = {
    form: {
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
      unprintable: t('errors.unprintable'),
      invalid: t('errors.invalid'),
      failed: t('errors.failed'),
    },
    view: t('view'),
    loading: t('loading'),
    loadFailed: { offline: t('loadFailed'), server: auth('errors.internal-error'), retry: errors('server.retry') },
  };
  return (
    <CertificateEditApp
      locale={locale}
      strings={strings}
      loginPath={publicPath('/login', locale)}
      intro={<PageIntro title={t('title')} lead={t('lead')} />}
      forbidden={<ForbiddenView locale={locale} body={t('notYours')} />}
      notFound={<NotFoundView locale={locale} />}
    />
  );
}
