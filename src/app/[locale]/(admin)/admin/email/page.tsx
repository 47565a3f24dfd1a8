import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { AdminAction } from '@/features/admin/components/admin-action';
import { AdminHeading, FilterInput, FilterSelect } from '@/features/admin/components/admin-heading';
import { BroadcastForm } from '@/features/admin/components/broadcast-form';
import { BroadcastProgress } from '@/features/admin/components/broadcast-progress';
import { Pager } from '@/features/admin/components/pager';
import { AdminTable, bodyRow, headRow, td, th } from '@/features/admin/components/table';
import { EMAIL_STATUSES, emailPage, emailQuery } from '@/features/admin/server/email-admin';
import { flatParams, type SearchParams } from '@/features/admin/server/search-params';
import { requireAdmin } from '@/features/auth/server/require-admin';
import { OPTIONAL_CATEGORIES, isOptionalCategory, type OptionalCategory } from '@/features/mail/categories';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { localeTags } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { dateTimeFormat } from '@/lib/intl-formats';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/admin/email', 'adminEmail', { noindex: true });
}

const statusTone = {
  pending: 'bg-info-50 text-info-700',
  sending: 'bg-info-50 text-info-700',
  sent: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
  held: 'bg-sun-100 text-ink',
  skipped: 'bg-canvas text-ink-muted ring-1 ring-line',
} as const;

export default async function AdminEmailPage({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const raw = await flatParams(searchParams);
  const query = emailQuery.parse({ status: raw.status || undefined, category: raw.category || undefined, q: raw.q ?? '', page: raw.page ?? 1 });
  const [t, mail, categories, page, messages, { emails, broadcasts }] = await Promise.all([
    getTranslations({ locale, namespace: 'admin' }),
    getTranslations({ locale, namespace: 'adminMail' }),
    getTranslations({ locale, namespace: 'emailCategories' }),
    getTranslations({ locale, namespace: 'pages.adminEmail' }),
    loadMessages(locale),
    emailPage(query),
  ]);
  const date = dateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const categoryNames = Object.fromEntries(OPTIONAL_CATEGORIES.map((c) => [c, categories(`${c}.name`)])) as Record<OptionalCategory, string>;
  const categoryName = (category: string) => (isOptionalCategory(category) ? categoryNames[category] : category === 'account' ? t('email.category_account') : category);
  const path = publicPath('/admin/email', locale);
  const state = { status: query.status, category: query.category, q: query.q || undefined };
  const common = { noChange: t('common.noChange'), working: t('common.working') };

  return (
    <div className="space-y-8 p-4 sm:p-8">
      <AdminHeading title={page('title')} lead={page('lead')} />
      {env().SMTP_URL ? null : (
        <div className="max-w-3xl">
          <Alert tone="warning">{mail('heldNotice')}</Alert>
        </div>
      )}

      <div className="grid gap-6 xl:grid-cols-[1fr_2fr]">
        <section aria-labelledby="test-title" className="self-start rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6">
          <h2 id="test-title" className="text-lg font-semibold">{t('email.testTitle')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t('email.testLead')}</p>
          <div className="mt-4">
            <AdminAction endpoint="/api/admin/email/test" body={{}} label={t('email.test')} messages={{ ...common, done: messages.admin.email.testSent }} errors={messages.admin.errors} />
          </div>
        </section>
        <BroadcastForm strings={messages.admin.email} errors={messages.admin.errors} common={messages.admin.common} categoryNames={categoryNames} locale={locale} />
      </div>

      <section aria-labelledby="broadcasts-title">
        <h2 id="broadcasts-title" className="text-xl font-bold">{t('email.progressTitle')}</h2>
        <BroadcastProgress initial={broadcasts.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() }))} strings={messages.admin.email} categoryNames={categoryNames} dateLocale={localeTags[locale]} />
      </section>

      <section aria-labelledby="outbox-title">
        <h2 id="outbox-title" className="text-xl font-bold">{t('email.outboxTitle')}</h2>
        <form method="get" action={path} className="mt-3 flex flex-wrap items-end gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line">
          <FilterInput type="search" label={t('email.search')} name="q" value={query.q} />
          <FilterSelect label={t('email.status')} name="status" value={query.status} allLabel={t('common.all')} options={EMAIL_STATUSES.map((s) => [s, mail(`statuses.${s}`)])} />
          <FilterSelect label={t('email.category')} name="category" value={query.category} allLabel={t('common.all')} options={(['account', ...OPTIONAL_CATEGORIES] as const).map((c) => [c, categoryName(c)])} />
          <button type="submit" className={buttonClasses('primary', 'sm', 'min-h-11')}>{t('common.apply')}</button>
          <a href={path} className={buttonClasses('ghost', 'sm', 'min-h-11')}>{t('common.clear')}</a>
        </form>
        {emails.rows.length === 0 ? (
          <p className="mt-6 text-ink-muted">{mail('empty')}</p>
        ) : (
          <AdminTable caption={t('email.outboxTitle')} minWidth="56rem">
            <thead className={headRow}>
              <tr>
                <th scope="col" className={th}>{mail('created')}</th>
                <th scope="col" className={th}>{mail('to')}</th>
                <th scope="col" className={th}>{mail('subject')}</th>
                <th scope="col" className={th}>{t('email.category')}</th>
                <th scope="col" className={th}>{mail('status')}</th>
                <th scope="col" className={th}>{mail('attempts')}</th>
                <th scope="col" className={th}>{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {emails.rows.map((email) => (
                <tr key={email.id} className={bodyRow} data-testid="email-row">
                  <td className={cn(td, 'whitespace-nowrap')}>{date.format(email.createdAt)}</td>
                  <td className={cn(td, 'whitespace-nowrap')}>{email.toAddress}</td>
                  <td className={td}>
                    <p>{email.subject}</p>
                    <details className="mt-1">
                      <summary className="cursor-pointer text-brand-800">{mail('showText')}</summary>
                      <pre className="mt-2 max-w-xl whitespace-pre-wrap break-words font-sans text-ink-muted">{email.textBody}</pre>
                    </details>
                    <a href={`/api/admin/email/preview/${encodeURIComponent(email.id)}`} target="_blank" rel="noopener" className="mt-1 inline-block text-brand-800 underline">
                      {t('email.preview')}
                    </a>
                    {email.status === 'skipped' && email.skipReason?.startsWith('unsubscribed:') ? (
                      <p className="mt-1 text-ink-muted" data-testid="skip-reason">
                        {mail('skippedUnsubscribed', { category: categoryName(email.skipReason.slice('unsubscribed:'.length)) })}
                      </p>
                    ) : email.status === 'skipped' && email.skipReason === 'cancelled' ? (
                      <p className="mt-1 text-ink-muted">{t('email.cancelledReason')}</p>
                    ) : null}
                    {email.lastError ? (
                      <p className="mt-1 text-danger-700">
                        {mail('lastError')}: {email.lastError}
                      </p>
                    ) : null}
                  </td>
                  <td className={td}>{categoryName(email.category)}</td>
                  <td className={td}>
                    <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', statusTone[email.status])}>{mail(`statuses.${email.status}`)}</span>
                  </td>
                  <td className={td}>{email.attempts}</td>
                  <td className={td}>
                    {email.status === 'failed' ? (
                      <AdminAction endpoint="/api/admin/email/retry" body={{ id: email.id }} label={t('email.retry')} messages={{ ...common, done: t('email.retried') }} errors={messages.admin.errors} />
                    ) : email.status === 'pending' || email.status === 'held' ? (
                      <AdminAction
                        endpoint="/api/admin/email/cancel"
                        body={{ id: email.id }}
                        label={t('email.cancel')}
                        variant="ghost"
                        confirm={{ question: t('email.cancelConfirm', { to: email.toAddress }), yes: t('common.confirm'), no: t('common.cancel') }}
                        messages={{ ...common, done: t('email.cancelled') }}
                        errors={messages.admin.errors}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
        <Pager strings={messages.admin.common} locale={locale} path={path} params={state} page={emails.page} pageSize={emails.pageSize} total={emails.total} />
      </section>
    </div>
  );
}
