import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { getSession } from '@/features/auth/server/auth';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { requestNow } from '@/lib/server/clock';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';
import { PageIntro } from '@/ui/page-intro';
import { SECTIONS, type SectionKey } from '../server/sections';
import { sectionCounts } from '../server/export';
import { hasPassword, isFreshSignIn } from '../server/data-requests';
import { DeletionForm } from './deletion-form';

/** The kinds of data named on the page even when there are none, in this order. */
const HEADLINE: readonly SectionKey[] = ['surveys', 'tests', 'checkIns', 'cravings', 'certificates', 'challenges', 'purchases', 'emails'];

/** /data-deletion: what the account holds, its download, and its deletion. */
export async function DataPage({ locale }: { locale: Locale }) {
  const session = await getSession();
  const path = publicPath('/data-deletion', locale);
  if (!session) redirect(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(path)}`);
  const { db } = await getDb();
  const person = { id: session.user.id, email: session.user.email };
  const [counts, withPassword, now] = await Promise.all([sectionCounts(db, person), hasPassword(db, person.id), requestNow()]);
  const fresh = isFreshSignIn(new Date(session.session.createdAt), now);
  const [t, page, auth] = await Promise.all([
    getTranslations({ locale, namespace: 'privacy' }),
    getTranslations({ locale, namespace: 'pages.dataDeletion' }),
    getTranslations({ locale, namespace: 'auth' }),
  ]);
  const shown = [...HEADLINE, ...SECTIONS.map((s) => s.key).filter((key) => !HEADLINE.includes(key) && key !== 'account' && counts[key] > 0)];
  const word = t('delete.word');

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl space-y-6">
        <PageIntro title={page('title')} lead={page('lead')} />
        <section aria-labelledby="holds">
          <Card>
            <h2 id="holds" className="text-xl font-bold tracking-tight">{t('overview.title')}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t('overview.lead')}</p>
            <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-2 min-[440px]:grid-cols-2">
              {shown.map((key) => (
                <div key={key} className="flex items-baseline justify-between gap-3 border-b border-line py-1.5">
                  <dt>{t(`sections.${key}.title`)}</dt>
                  <dd className="font-semibold tabular-nums" data-section={key}>
                    {t('overview.count', { count: counts[key] })}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </section>
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
        <section aria-labelledby="delete">
          <Card className="ring-2 ring-danger-600/30">
            <h2 id="delete" className="text-xl font-bold tracking-tight text-danger-700">{t('delete.heading')}</h2>
            <p className="mt-1 text-ink-muted">{t('delete.lead')}</p>
            {withPassword ? <p className="mt-2 text-sm text-ink-muted">{t('delete.passwordHint')}</p> : null}
            <div className="mt-5">
              <DeletionForm
                locale={locale}
                email={session.user.email}
                deletionPath={path}
                proof={withPassword ? { kind: 'password' } : { kind: 'link', fresh }}
                strings={{
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
                }}
              />
            </div>
          </Card>
        </section>
      </div>
    </Container>
  );
}
