import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { EmailRequestForm } from '@/features/auth/components/email-request-form';
import type { Locale } from '@/i18n/locales';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';
import { DeletedNotice } from './deleted-notice';

/** The start page's own parts: the notice after a deletion, and the request by email. */
export async function DeletionRequestParts({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return (
    <>
      <Container>
        <Suspense fallback={null}>
          <DeletedNotice title={t('deleted.title')} body={t('deleted.body')} again={t('deleted.again')} />
        </Suspense>
      </Container>
      {children}
      <Container>
        <section aria-labelledby="by-email" className="mx-auto max-w-2xl">
          <Card>
            <h2 id="by-email" className="text-xl font-bold tracking-tight">{t('request.heading')}</h2>
            <p className="mt-1 text-ink-muted">{t('request.lead')}</p>
            <div className="mt-5">
              <EmailRequestForm
                request={{ kind: 'deletionLink', locale }}
                strings={{
                  email: t('request.email'),
                  submit: t('request.submit'),
                  submitting: t('request.submitting'),
                  sent: t('request.sent', { email: '{email}' }),
                  emailInvalid: t('request.errors.invalidEmail'),
                  networkError: t('request.errors.network'),
                  tooMany: t('request.errors.tooMany'),
                  failed: t('request.errors.failed'),
                }}
              />
            </div>
          </Card>
        </section>
      </Container>
    </>
  );
}
