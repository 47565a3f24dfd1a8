import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminAction } from '@/features/admin/components/admin-action';
import { AdminHeading, FilterInput, FilterSelect } from '@/features/admin/components/admin-heading';
import { Pager, withParams } from '@/features/admin/components/pager';
import { AdminTable, bodyRow, headRow, td, th } from '@/features/admin/components/table';
import { PURCHASE_STATUSES, purchaseQueryFrom, purchasesPage } from '@/features/admin/server/purchases-admin';
import { flatParams, type SearchParams } from '@/features/admin/server/search-params';
import { requireAdmin } from '@/features/auth/server/require-admin';
import { formatAmount } from '@/features/purchases/format';
import { CURRENCIES } from '@/features/purchases/prices';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { isLocale, localeNames, localeTags } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { dateTimeFormat } from '@/lib/intl-formats';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/admin/purchases', 'adminPurchases', { noindex: true });
}

const tone = {
  pending: 'bg-info-50 text-info-700',
  paid: 'bg-success-50 text-success-700',
  declined: 'bg-canvas text-ink-muted ring-1 ring-line',
  refunded: 'bg-sun-100 text-ink',
  disputed: 'bg-danger-50 text-danger-700',
} as const;

export default async function AdminPurchasesPage({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const raw = await flatParams(searchParams);
  const query = purchaseQueryFrom(raw);
  const [t, page, messages, { list, detail }] = await Promise.all([
    getTranslations({ locale, namespace: 'admin' }),
    getTranslations({ locale, namespace: 'pages.adminPurchases' }),
    loadMessages(locale),
    purchasesPage(query, raw.id),
  ]);
  const when = dateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const path = publicPath('/admin/purchases', locale);
  const state = { q: query.q || undefined, status: query.status, currency: query.currency, from: query.from, to: query.to, sort: query.sort === 'created' ? undefined : query.sort, dir: query.dir === 'desc' ? undefined : query.dir };
  const exportUrl = withParams('/api/admin/purchases/export', {}, state);
  const common = { done: t('purchases.refunded'), noChange: t('common.noChange'), working: t('common.working') };

  return (
    <div className="space-y-6 p-4 sm:p-8">
      <AdminHeading title={page('title')} lead={page('lead')}>
        <a href={exportUrl} className={buttonClasses('secondary', 'sm')} download data-testid="export-csv">
          {t('purchases.export')}
        </a>
      </AdminHeading>

      {raw.id ? (
        <section aria-labelledby="detail-title" className="rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6" data-testid="purchase-detail">
          {!detail ? (
            <p>{t('errors.notFound')}</p>
          ) : (
            <>
              <h2 id="detail-title" className="text-lg font-semibold">{t('purchases.detailTitle', { reference: detail.reference })}</h2>
              <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold">{t('purchases.columns.buyer')}</dt>
                <dd>{detail.email ? `${detail.name} <${detail.email}>` : t('common.deletedAccount')}</dd>
                <dt className="font-semibold">{t('purchases.columns.amount')}</dt>
                <dd>{formatAmount(detail.amountMinor, detail.currency, locale)}</dd>
                <dt className="font-semibold">{t('purchases.columns.status')}</dt>
                <dd><span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', tone[detail.status])}>{t(`purchases.statuses.${detail.status}`)}</span></dd>
                <dt className="font-semibold">{t('purchases.provider')}</dt>
                <dd>{t(`purchases.providers.${detail.provider}`)}</dd>
                <dt className="font-semibold">{t('purchases.session')}</dt>
                <dd className="[overflow-wrap:anywhere]">{detail.providerSessionId ?? '—'}</dd>
                <dt className="font-semibold">{t('purchases.payment')}</dt>
                <dd className="[overflow-wrap:anywhere]">{detail.providerPaymentId ?? '—'}</dd>
                <dt className="font-semibold">{t('common.language')}</dt>
                <dd>{isLocale(detail.locale) ? localeNames[detail.locale] : detail.locale}</dd>
                <dt className="font-semibold">{t('purchases.columns.created')}</dt>
                <dd>{when.format(detail.createdAt)}</dd>
                <dt className="font-semibold">{t('purchases.columns.paid')}</dt>
                <dd>{detail.paidAt ? when.format(detail.paidAt) : '—'}</dd>
                <dt className="font-semibold">{t('purchases.revoked')}</dt>
                <dd>{detail.revokedAt ? when.format(detail.revokedAt) : '—'}</dd>
              </dl>
              {/* Kept mounted after the refund, so the result of the click stays on screen when the page's data is read again. */}
              <div className="mt-4">
                <AdminAction
                  available={detail.status === 'paid'}
                  endpoint="/api/admin/purchases/refund"
                  body={{ id: detail.id }}
                  label={t('purchases.refund')}
                  variant="danger"
                  confirm={{ question: t('purchases.refundConfirm', { amount: formatAmount(detail.amountMinor, detail.currency, locale), buyer: detail.email ?? t('common.deletedAccount') }), yes: t('common.confirm'), no: t('common.cancel') }}
                  messages={{ ...common, refunded: t('purchases.refunded'), requested: t('purchases.requested'), alreadyRefunded: t('purchases.alreadyRefunded') }}
                  errors={messages.admin.errors}
                />
              </div>
              <h3 className="mt-6 font-semibold">{t('purchases.history')}</h3>
              {detail.actions.length === 0 ? (
                <p className="text-sm text-ink-muted">{t('purchases.noHistory')}</p>
              ) : (
                <ul className="mt-1 text-sm">
                  {detail.actions.map((a, i) => (
                    <li key={i}>{when.format(a.at)} · {t(`audit.actions.${a.action as 'refund'}`)}</li>
                  ))}
                </ul>
              )}
              <a href={withParams(path, state, { page: query.page > 1 ? query.page : undefined })} className="mt-4 inline-block font-semibold text-brand-800 underline">{t('common.back')}</a>
            </>
          )}
        </section>
      ) : null}

      <form method="get" action={path} className="flex flex-wrap items-end gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line">
        <FilterInput type="search" label={t('purchases.search')} name="q" value={query.q} />
        <FilterSelect label={t('purchases.status')} name="status" value={query.status} allLabel={t('common.all')} options={PURCHASE_STATUSES.map((s) => [s, t(`purchases.statuses.${s}`)])} />
        <FilterSelect label={t('purchases.currency')} name="currency" value={query.currency} allLabel={t('common.all')} options={CURRENCIES.map((c) => [c, c])} />
        <FilterInput type="date" label={t('common.from')} name="from" value={query.from} />
        <FilterInput type="date" label={t('common.to')} name="to" value={query.to} />
        <FilterSelect label={t('purchases.sort')} name="sort" value={query.sort} options={(['created', 'paid', 'amount', 'status'] as const).map((s) => [s, t(`purchases.sorts.${s}`)])} />
        <FilterSelect label={t('purchases.direction')} name="dir" value={query.dir} options={(['desc', 'asc'] as const).map((d) => [d, t(`purchases.directions.${d}`)])} />
        <button type="submit" className={buttonClasses('primary', 'sm', 'min-h-11')}>{t('common.apply')}</button>
        <a href={path} className={buttonClasses('ghost', 'sm', 'min-h-11')}>{t('common.clear')}</a>
      </form>

      {list.rows.length === 0 ? (
        <p className="text-ink-muted">{t('purchases.empty')}</p>
      ) : (
        <AdminTable caption={page('title')}>
          <thead className={headRow}>
            <tr>
              <th scope="col" className={th}>{t('purchases.columns.reference')}</th>
              <th scope="col" className={th}>{t('purchases.columns.buyer')}</th>
              <th scope="col" className={th}>{t('purchases.columns.amount')}</th>
              <th scope="col" className={th}>{t('purchases.columns.status')}</th>
              <th scope="col" className={th}>{t('purchases.columns.created')}</th>
              <th scope="col" className={th}>{t('purchases.columns.paid')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id} className={bodyRow} data-testid="purchase-row">
                <td className={cn(td, 'whitespace-nowrap')}>
                  <a className="font-mono font-semibold text-brand-800 underline" href={withParams(path, state, { id: row.id, page: query.page > 1 ? query.page : undefined })}>{row.reference}</a>
                </td>
                <td className={cn(td, 'whitespace-nowrap')}>{row.email ?? t('common.deletedAccount')}</td>
                <td className={cn(td, 'whitespace-nowrap tabular-nums')}>{formatAmount(row.amountMinor, row.currency, locale)}</td>
                <td className={td}><span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', tone[row.status])}>{t(`purchases.statuses.${row.status}`)}</span></td>
                <td className={cn(td, 'whitespace-nowrap')}>{when.format(row.createdAt)}</td>
                <td className={cn(td, 'whitespace-nowrap')}>{row.paidAt ? when.format(row.paidAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <Pager strings={messages.admin.common} locale={locale} path={path} params={state} page={list.page} pageSize={list.pageSize} total={list.total} />
    </div>
  );
}
