import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';
import { PageIntro } from '@/ui/page-intro';
import { DataApp } from './data-app';

/**
 * /data-deletion: what the account holds, its download, and its deletion. The same for everyone
 * and prerendered per locale; the person's part comes from GET /api/account/data (DataApp).
 */
export async function DataPage({ locale }: { locale: Locale }) {
  const [t, page, auth, messages, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'privacy' }),
    getTranslations({ locale, namespace: 'pages.dataDeletion' }),
    getTranslations({ locale, namespace: 'auth' }),
    loadMessages(locale),
    getTranslations({ locale, namespace: 'errors' }),
  ]);
  const word = t('delete.word');
  const sections = Object.fromEntries(Object.entries(messages.privacy.sections).map(([key, section]) => [key, section.title]));

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl space-y-6">
        <PageIntro title={page('title')} lead={page('lead')} />
        <DataApp
          locale={locale}
          links={{ login: publicPath('/login', locale), self: publicPath('/data-deletion', locale) }}
          strings={{
            overview: { title: t('overview.title'), lead: t('overview.lead'), count: messages.privacy.overview.count },
            sections,
            delete: { heading: t('delete.heading'), lead: t('delete.lead'), passwordHint: t('delete.passwordHint') },
            loading: auth('submitting'),
            failed: { offline: auth('errors.network-request-failed'), server: auth('errors.internal-error'), retry: errors('server.retry') },
            deletion: {
              word,
              confirmLabel: t('delete.confirmLabel', { word }),
              passwordLabel: t('delete.passwordLabel'),
              show: auth('showPassword'),
              hide: auth('hidePassword'),
              linkLead: t('delete.linkLead'),
              sendLink: t('delete.sendLink'),
              linkSent: t('delete.linkSent', { email: '{email}' }),
              freshSignIn: t('delete.freshSignIn'),
              submit: t('delete.submit'),
              submitting: t('delete.submitting'),
              errors: {
                confirmationMismatch: t('delete.errors.confirmationMismatch', { word }),
                passwordRequired: t('delete.errors.passwordRequired'),
                wrongPassword: t('delete.errors.wrongPassword'),
                signInAgain: t('delete.errors.signInAgain'),
                lastAdmin: t('delete.errors.lastAdmin'),
                tooMany: t('delete.errors.tooMany'),
                network: t('delete.errors.network'),
                failed: t('delete.errors.failed'),
              },
            },
          }}
          download={
              <section aria-labelledby="download">
                <Card>
                  <h2 id="download" className="text-xl font-bold tracking-tight">{t('export.heading')}</h2>
                  <p className="mt-1 text-sm text-ink-muted">{t('export.lead')}</p>
                  <div className="mt-5 grid gap-4 sm:grid-cols-2">
                    <div className="space-y-2">
                      <a href={`/api/account/export?format=json`} download className={buttonClasses('secondary', 'md', 'w-full')}>
                        {t('export.json')}
                      </a>
                      <p className="text-sm text-ink-muted">{t('export.jsonHint')}</p>
                    </div>
                    <div className="space-y-2">
                      <a href={`/api/account/export?format=html&locale=${locale}`} download className={buttonClasses('secondary', 'md', 'w-full')}>
                        {t('export.html')}
                      </a>
                      <p className="text-sm text-ink-muted">{t('export.htmlHint')}</p>
                    </div>
                  </div>
                </Card>
              </section>
          }
        />
      </div>
    </Container>
  );
}
