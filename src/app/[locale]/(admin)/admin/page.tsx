import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { AdminHeading, FilterInput, FilterSelect } from '@/features/admin/components/admin-heading';
import { BarChart } from '@/features/admin/components/bar-chart';
import { Pager, withParams } from '@/features/admin/components/pager';
import { AdminTable, bodyRow, headRow, td, th } from '@/features/admin/components/table';
import { AUDIT_ACTIONS, type AuditAction } from '@/features/admin/server/audit';
import { endOfDay, flatParams, startOfDay, type SearchParams } from '@/features/admin/server/search-params';
import { dashboardPage, isDay, periodFrom, PRESET_DAYS } from '@/features/admin/server/stats';
import { requireAdmin } from '@/features/auth/server/require-admin';
import { legalPagesToFill } from '@/features/content/server/operator-fields';
import { formatAmount } from '@/features/purchases/format';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { localeNames, locales, localeTags } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl-formats';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/admin', 'admin', { noindex: true });
}

const MILESTONE_ORDER = ['day1', 'days3', 'week1', 'weeks2', 'month1', 'months3', 'months6', 'year1', 'completed', 'challenge7', 'challenge21', 'challenge30'] as const;

export default async function AdminDashboardPage({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const query = await flatParams(searchParams);
  const now = new Date();
  const period = periodFrom(query, now);
  const action = (AUDIT_ACTIONS as readonly string[]).includes(query.action ?? '') ? (query.action as AuditAction) : undefined;
  const auditPage = Math.min(100_000, Math.max(1, Number.parseInt(query.auditPage ?? '1', 10) || 1));
  // The log's own period, in UTC days: from the start of `auditFrom` to the end of `auditTo`.
  const auditFrom = isDay(query.auditFrom) ? query.auditFrom : undefined;
  const auditTo = isDay(query.auditTo) ? query.auditTo : undefined;
  const [t, page, kinds, { stats, audit }, messages, legalToFill, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'admin' }),
    getTranslations({ locale, namespace: 'pages.admin' }),
    getTranslations({ locale, namespace: 'programme.milestones.kinds' }),
    dashboardPage(period, now, { action, page: auditPage, from: auditFrom ? startOfDay(auditFrom) : undefined, to: auditTo ? endOfDay(auditTo) : undefined }),
    loadMessages(locale),
    legalPagesToFill(),
    getTranslations({ locale, namespace: 'shell.footer' }),
  ]);
  const tag = localeTags[locale];
  const number = numberFormat(tag);
  const day = dateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const when = dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const clock = dateTimeFormat(tag, { timeStyle: 'medium', timeZone: 'UTC' });
  const at = (d: string) => new Date(`${d}T00:00:00Z`);
  const path = publicPath('/admin', locale);
  const totals = stats.totals;
  const signUps = stats.daily.reduce((n, d) => n + d.signUps, 0);
  const busiest = stats.daily.reduce((best, d) => (d.signUps > best.signUps ? d : best), stats.daily[0]!);
  const checkIns = stats.daily.reduce((n, d) => n + d.checkIns, 0);
  const smokeFree = stats.daily.reduce((n, d) => n + d.smokeFree, 0);
  // About six day labels under a chart, whatever the period.
  const every = Math.ceil(stats.daily.length / 6);
  const signUpsSummary = t('dashboard.signUpsSummary', { total: signUps, day: day.format(at(busiest.day)), most: busiest.signUps });
  const checkInsSummary = t('dashboard.checkInsSummary', { total: checkIns, free: number.format(smokeFree) });
  const milestones = MILESTONE_ORDER.map((kind) => ({ kind, people: stats.milestones.find((m) => m.kind === kind)?.people ?? 0 })).filter((m) => m.people > 0);
  const cards: Array<[string, number, string]> = [
    [t('dashboard.totals.users'), totals.users, t('dashboard.now')],
    [t('dashboard.totals.signUps'), totals.signUps, t('dashboard.inPeriod')],
    [t('dashboard.totals.surveys'), totals.surveys, t('dashboard.inPeriod')],
    [t('dashboard.totals.tests'), totals.tests, t('dashboard.inPeriod')],
    [t('dashboard.totals.attemptsStarted'), totals.attemptsStarted, t('dashboard.inPeriod')],
    [t('dashboard.totals.attemptsRunning'), totals.attemptsRunning, t('dashboard.now')],
    [t('dashboard.totals.checkIns'), totals.checkIns, t('dashboard.inPeriod')],
  ];
  const auditFilters = { action, auditFrom, auditTo };
  const auditParams = { days: query.days, from: query.from, to: query.to, ...auditFilters };

  return (
    <div className="space-y-10 p-4 sm:p-8">
      <AdminHeading title={page('title')} lead={page('lead')} />

      {legalToFill.length > 0 ? (
        <div data-testid="legal-to-fill">
          <Alert tone="warning" title={t('dashboard.legal.title')}>
            <p>{t('dashboard.legal.body')}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {legalToFill.map((item) => (
                <li key={item.slug}>
                  <a href={publicPath(`/${item.slug}`, locale)} className="font-semibold underline underline-offset-2">
                    {footer(item.slug)}
                  </a>
                  {': '}
                  {item.locales.length === locales.length
                    ? t('dashboard.legal.itemEverywhere', { fields: item.fields })
                    : t('dashboard.legal.item', {
                        fields: item.fields,
                        count: item.locales.length,
                        languages: listFormat(tag, { type: 'conjunction' }).format(item.locales.map((l) => localeNames[l])),
                      })}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}

      <section aria-labelledby="period-title" className="rounded-2xl bg-surface p-4 ring-1 ring-line">
        <h2 id="period-title" className="font-semibold">
          {t('dashboard.period')}: {t('dashboard.periodShown', { from: longDay.format(at(stats.period.from)), to: longDay.format(at(stats.period.to)) })}
        </h2>
        <p className="mt-1 text-xs text-ink-muted" data-testid="computed-at">{t('dashboard.computedAt', { time: clock.format(stats.computedAt) })}</p>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          {PRESET_DAYS.map((days) => (
            <a key={days} href={withParams(path, auditFilters, { days })} aria-current={period.preset === days ? 'true' : undefined} className={buttonClasses(period.preset === days ? 'primary' : 'secondary', 'sm')}>
              {t('dashboard.last', { days })}
            </a>
          ))}
          <form method="get" action={path} className="flex flex-wrap items-end gap-2" aria-label={t('dashboard.custom')}>
            {/* The audit log's own filters stay as they are when the period changes. */}
            {Object.entries(auditFilters).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
            <FilterInput type="date" label={t('common.from')} name="from" value={period.preset ? undefined : stats.period.from} />
            <FilterInput type="date" label={t('common.to')} name="to" value={period.preset ? undefined : stats.period.to} />
            <button type="submit" className={buttonClasses(period.preset ? 'secondary' : 'primary', 'sm', 'min-h-11')}>
              {t('dashboard.show')}
            </button>
          </form>
        </div>
      </section>

      <section aria-label={t('dashboard.period')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {cards.map(([label, value, scope]) => (
            <li key={label} className="rounded-2xl bg-surface p-4 ring-1 ring-line">
              <p className="text-sm text-ink-muted">{label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="figure">
                {number.format(value)}
              </p>
              <p className="text-xs text-ink-muted">{scope}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 xl:grid-cols-2 [&>*]:min-w-0">
        <section aria-labelledby="signups-title" className="rounded-2xl bg-surface p-4 ring-1 ring-line">
          <h2 id="signups-title" className="text-lg font-semibold">{t('dashboard.signUpsTitle')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{signUpsSummary}</p>
          <BarChart locale={tag} every={every} label={`${t('dashboard.signUpsTitle')}. ${signUpsSummary}`} bars={stats.daily.map((d) => ({ key: d.day, label: day.format(at(d.day)), parts: [{ value: d.signUps, className: 'fill-brand-600' }] }))} />
        </section>

        <section aria-labelledby="checkins-title" className="rounded-2xl bg-surface p-4 ring-1 ring-line">
          <h2 id="checkins-title" className="text-lg font-semibold">{t('dashboard.checkInsTitle')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{checkInsSummary}</p>
          <BarChart locale={tag} every={every} label={`${t('dashboard.checkInsTitle')}. ${checkInsSummary}`} bars={stats.daily.map((d) => ({ key: d.day, label: day.format(at(d.day)), parts: [{ value: d.smokeFree, className: 'fill-success-700' }, { value: d.checkIns - d.smokeFree, className: 'fill-sun-500' }] }))} />
          <p className="mt-2 flex gap-4 text-xs text-ink-muted" aria-hidden="true">
            <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm bg-success-700" />{t('dashboard.smokeFree')}</span>
            <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm bg-sun-500" />{t('dashboard.smoked')}</span>
          </p>
        </section>

        {/* Both charts' figures in one table: a row per day, compact cells styled by the table. */}
        <details className="rounded-2xl bg-surface p-4 ring-1 ring-line xl:col-span-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('common.showTable')}</summary>
          <AdminTable caption={`${t('dashboard.signUpsTitle')}, ${t('dashboard.checkInsTitle')}`} minWidth="24rem" className="max-h-96 overflow-y-auto [&_td]:px-4 [&_td]:py-1.5 [&_th]:px-4 [&_th]:py-1.5 [&_th]:text-left [&_tr]:border-t [&_tr]:border-line">
            <thead className={headRow}><tr><th scope="col">{t('dashboard.columns.day')}</th><th scope="col">{t('dashboard.columns.signUps')}</th><th scope="col">{t('dashboard.columns.checkIns')}</th><th scope="col">{t('dashboard.columns.smokeFree')}</th></tr></thead>
            <tbody className="[&_th]:font-normal">{stats.daily.map((d) => <tr key={d.day}><th scope="row">{longDay.format(at(d.day))}</th><td>{d.signUps}</td><td>{d.checkIns}</td><td>{d.smokeFree}</td></tr>)}</tbody>
          </AdminTable>
        </details>

        <section aria-labelledby="milestones-title" className="rounded-2xl bg-surface p-4 ring-1 ring-line">
          <h2 id="milestones-title" className="text-lg font-semibold">{t('dashboard.milestonesTitle')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t('dashboard.milestonesLead')}</p>
          {milestones.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t('dashboard.noMilestones')}</p>
          ) : (
            <>
              <ul className="mt-4 space-y-2" aria-hidden="true">
                {milestones.map((m) => (
                  <li key={m.kind} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2 text-sm sm:grid-cols-[11rem_1fr_3rem]">
                    <span className="truncate">{kinds(m.kind)}</span>
                    <span className="h-3 rounded-full bg-canvas"><span className="block h-3 rounded-full bg-brand-600" style={{ width: `${Math.max(2, (m.people / Math.max(...milestones.map((x) => x.people))) * 100)}%` }} /></span>
                    <span className="text-right tabular-nums">{number.format(m.people)}</span>
                  </li>
                ))}
              </ul>
              <AdminTable caption={t('dashboard.milestonesTitle')} minWidth="16rem" className="sr-only">
                <thead><tr><th scope="col">{t('dashboard.columns.milestone')}</th><th scope="col">{t('dashboard.columns.people')}</th></tr></thead>
                <tbody>{milestones.map((m) => <tr key={m.kind}><th scope="row">{kinds(m.kind)}</th><td>{number.format(m.people)}</td></tr>)}</tbody>
              </AdminTable>
            </>
          )}
        </section>

        <section aria-labelledby="revenue-title" className="rounded-2xl bg-surface p-4 ring-1 ring-line">
          <h2 id="revenue-title" className="text-lg font-semibold">{t('dashboard.revenueTitle')}</h2>
          {env().PAYMENTS === 'off' ? <p className="mt-1 text-sm text-ink-muted">{t('dashboard.paymentsOff')}</p> : null}
          {stats.revenue.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t('dashboard.noRevenue')}</p>
          ) : (
            <AdminTable caption={t('dashboard.revenueTitle')} minWidth="24rem">
              <thead className={headRow}><tr><th scope="col" className={th}>{t('dashboard.columns.currency')}</th><th scope="col" className={th}>{t('dashboard.columns.purchases')}</th><th scope="col" className={th}>{t('dashboard.columns.revenue')}</th><th scope="col" className={th}>{t('dashboard.columns.refunds')}</th></tr></thead>
              <tbody>
                {stats.revenue.map((r) => (
                  <tr key={r.currency} className={bodyRow} data-testid="revenue-row">
                    <th scope="row" className={cn(td, 'font-semibold')}>{r.currency}</th>
                    <td className={td}>{number.format(r.purchases)}</td>
                    <td className={td}>{formatAmount(r.amountMinor, r.currency, locale)}</td>
                    <td className={td}>{number.format(r.refunds)}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
        </section>
      </div>

      <section aria-labelledby="audit-title" id="audit">
        <h2 id="audit-title" className="text-xl font-bold">{t('audit.title')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('audit.lead')}</p>
        <form method="get" action={`${path}#audit`} className="mt-3 flex flex-wrap items-end gap-2">
          {query.days ? <input type="hidden" name="days" value={query.days} /> : null}
          {query.from ? <input type="hidden" name="from" value={query.from} /> : null}
          {query.to ? <input type="hidden" name="to" value={query.to} /> : null}
          <FilterSelect label={t('audit.action')} name="action" value={action} allLabel={t('common.all')} options={AUDIT_ACTIONS.map((a) => [a, t(`audit.actions.${a}`)])} />
          <FilterInput type="date" label={t('common.from')} name="auditFrom" value={auditFrom} />
          <FilterInput type="date" label={t('common.to')} name="auditTo" value={auditTo} />
          <button type="submit" className={buttonClasses('secondary', 'sm', 'min-h-11')}>{t('common.apply')}</button>
        </form>
        {audit.rows.length === 0 ? (
          <p className="mt-4 text-ink-muted">{t('audit.empty')}</p>
        ) : (
          <AdminTable caption={t('audit.title')}>
            <thead className={headRow}><tr><th scope="col" className={th}>{t('audit.columns.at')}</th><th scope="col" className={th}>{t('audit.columns.actor')}</th><th scope="col" className={th}>{t('audit.columns.action')}</th><th scope="col" className={th}>{t('audit.columns.target')}</th></tr></thead>
            <tbody>
              {audit.rows.map((row) => (
                <tr key={row.id} className={bodyRow} data-testid="audit-row">
                  <td className={cn(td, 'whitespace-nowrap')}>{when.format(row.at)}</td>
                  <td className={td}>{row.actorEmail ?? t('common.deletedAccount')}</td>
                  <td className={td}>{(AUDIT_ACTIONS as readonly string[]).includes(row.action) ? t(`audit.actions.${row.action as AuditAction}`) : row.action}</td>
                  <td className={cn(td, '[overflow-wrap:anywhere]')}>
                    {[row.targetEmail, row.target === 'programme' || row.target === 'admin' ? t(`audit.kinds.${row.target}`) : row.target].filter(Boolean).join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
        <Pager strings={messages.admin.common} locale={locale} path={path} params={auditParams} param="auditPage" page={audit.page} pageSize={audit.pageSize} total={audit.total} />
      </section>
    </div>
  );
}
