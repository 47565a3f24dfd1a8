import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminAction } from '@/features/admin/components/admin-action';
import { AdminHeading, FilterInput } from '@/features/admin/components/admin-heading';
import { Pager, withParams } from '@/features/admin/components/pager';
import { AdminTable, bodyRow, headRow, td, th } from '@/features/admin/components/table';
import { flatParams, type SearchParams } from '@/features/admin/server/search-params';
import { usersPage } from '@/features/admin/server/users-admin';
import { requireAdmin } from '@/features/auth/server/require-admin';
import { formatAmount } from '@/features/purchases/format';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { isLocale, localeNames, localeTags } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { dateTimeFormat, numberFormat } from '@/lib/intl-formats';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/admin/users', 'adminUsers', { noindex: true });
}

export default async function AdminUsersPage({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const session = await requireAdmin(locale);
  const raw = await flatParams(searchParams);
  const q = (raw.q ?? '').slice(0, 200);
  const pageNumber = Math.min(100_000, Math.max(1, Number.parseInt(raw.page ?? '1', 10) || 1));
  const [t, page, messages, { list, person }] = await Promise.all([
    getTranslations({ locale, namespace: 'admin' }),
    getTranslations({ locale, namespace: 'pages.adminUsers' }),
    loadMessages(locale),
    usersPage(q, pageNumber, raw.id),
  ]);
  const tag = localeTags[locale];
  const when = dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const date = dateTimeFormat(tag, { dateStyle: 'medium' });
  const number = numberFormat(tag);
  const path = publicPath('/admin/users', locale);
  const state = { q: q || undefined, page: pageNumber > 1 ? String(pageNumber) : undefined };
  const language = (l: string) => (isLocale(l) ? localeNames[l] : l);
  const common = { noChange: t('common.noChange'), working: t('common.working') };

  return (
    <div className="space-y-6 p-4 sm:p-8">
      <AdminHeading title={page('title')} lead={page('lead')} />

      {raw.id ? (
        <section aria-labelledby="person-title" className="rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6" data-testid="user-summary">
          {!person ? (
            <p>{t('errors.notFound')}</p>
          ) : (
            <>
              <h2 id="person-title" className="text-lg font-semibold [overflow-wrap:anywhere]">{person.name}</h2>
              <p className="[overflow-wrap:anywhere]">{person.email}</p>
              <p className="mt-1 text-sm text-ink-muted">{t('users.privacy')}</p>
              <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold">{t('users.columns.role')}</dt>
                <dd>{t(`users.roles.${person.role === 'admin' ? 'admin' : 'user'}`)}</dd>
                <dt className="font-semibold">{t('users.columns.status')}</dt>
                <dd data-testid="account-status">{t(`users.statuses.${person.banned ? 'disabled' : 'active'}`)}</dd>
                <dt className="font-semibold">{t('users.verified')}</dt>
                <dd>{person.emailVerified ? t('common.yes') : t('common.no')}</dd>
                <dt className="font-semibold">{t('common.language')}</dt>
                <dd>{language(person.locale)}</dd>
                <dt className="font-semibold">{t('users.columns.joined')}</dt>
                <dd>{when.format(person.createdAt)}</dd>
                <dt className="font-semibold">{t('users.lastCheckIn')}</dt>
                <dd>{person.lastCheckIn ? when.format(person.lastCheckIn) : t('users.never')}</dd>
              </dl>
              <ul className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                {(Object.keys(person.counts) as Array<keyof typeof person.counts>).map((key) => (
                  <li key={key} className="rounded-xl bg-canvas p-3">
                    <span className="block text-ink-muted">{t(`users.counts.${key}`)}</span>
                    <span className="text-lg font-semibold tabular-nums">{number.format(person.counts[key])}</span>
                  </li>
                ))}
              </ul>
              {person.id !== session.user.id ? (
                <div className="mt-4">
                  {person.banned ? (
                    <AdminAction endpoint="/api/admin/users/disable" body={{ id: person.id, disabled: false }} label={t('users.enable')} messages={{ ...common, done: t('users.enabled') }} errors={messages.admin.errors} />
                  ) : (
                    <AdminAction
                      endpoint="/api/admin/users/disable"
                      body={{ id: person.id, disabled: true }}
                      label={t('users.disable')}
                      variant="danger"
                      confirm={{ question: t('users.disableConfirm', { email: person.email }), yes: t('common.confirm'), no: t('common.cancel') }}
                      messages={{ ...common, done: t('users.disabled') }}
                      errors={messages.admin.errors}
                    />
                  )}
                </div>
              ) : null}
              <div className="mt-6 grid gap-6 lg:grid-cols-2">
                <div>
                  <h3 className="font-semibold">{t('users.grants')}</h3>
                  {person.grants.length === 0 ? (
                    <p className="text-sm text-ink-muted">{t('users.noGrants')}</p>
                  ) : (
                    <ul className="mt-1 space-y-1 text-sm">
                      {person.grants.map((g) => (
                        <li key={g.id}>
                          {t(`access.kinds.${g.kind}`)} · {date.format(g.grantedAt)} · {g.revokedAt ? t('users.revokedOn', { date: date.format(g.revokedAt) }) : t('users.open')}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <div>
                  <h3 className="font-semibold">{t('users.purchases')}</h3>
                  {person.purchases.length === 0 ? (
                    <p className="text-sm text-ink-muted">{t('users.noPurchases')}</p>
                  ) : (
                    <ul className="mt-1 space-y-1 text-sm">
                      {person.purchases.map((p) => (
                        <li key={p.id}>
                          <a className="font-mono text-brand-800 underline" href={withParams(publicPath('/admin/purchases', locale), {}, { id: p.id })}>{p.reference}</a> · {formatAmount(p.amountMinor, p.currency, locale)} · {t(`purchases.statuses.${p.status}`)} · {date.format(p.createdAt)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
              <a href={withParams(path, state, {})} className="mt-4 inline-block font-semibold text-brand-800 underline">{t('common.back')}</a>
            </>
          )}
        </section>
      ) : null}

      <form method="get" action={path} className="flex flex-wrap items-end gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line" role="search">
        <FilterInput type="search" label={t('users.search')} name="q" value={q} />
        <button type="submit" className={buttonClasses('primary', 'sm', 'min-h-11')}>{t('common.apply')}</button>
        {q ? <a href={path} className={buttonClasses('ghost', 'sm', 'min-h-11')}>{t('common.clear')}</a> : null}
      </form>

      {list.rows.length === 0 ? (
        <p className="text-ink-muted">{t('users.empty')}</p>
      ) : (
        <AdminTable caption={page('title')}>
          <thead className={headRow}>
            <tr>
              <th scope="col" className={th}>{t('users.columns.name')}</th>
              <th scope="col" className={th}>{t('users.columns.email')}</th>
              <th scope="col" className={th}>{t('users.columns.language')}</th>
              <th scope="col" className={th}>{t('users.columns.role')}</th>
              <th scope="col" className={th}>{t('users.columns.status')}</th>
              <th scope="col" className={th}>{t('users.columns.joined')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id} className={bodyRow} data-testid="user-row">
                <td className={td}><a className="font-semibold text-brand-800 underline" href={withParams(path, state, { id: row.id })}>{row.name}</a></td>
                <td className={cn(td, 'whitespace-nowrap')}>{row.email}</td>
                <td className={td}>{language(row.locale)}</td>
                <td className={td}>{t(`users.roles.${row.role === 'admin' ? 'admin' : 'user'}`)}</td>
                <td className={td}>{row.banned ? <span className="rounded-md bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">{t('users.statuses.disabled')}</span> : t('users.statuses.active')}</td>
                <td className={cn(td, 'whitespace-nowrap')}>{date.format(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <Pager strings={messages.admin.common} locale={locale} path={path} params={{ q: q || undefined }} page={list.page} pageSize={list.pageSize} total={list.total} />
    </div>
  );
}
