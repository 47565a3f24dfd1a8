import type { Trigger } from '@/features/survey/instruments';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { HOUR_BLOCKS, type Insights as InsightsData } from '../log';
import { dateFormat } from '../progress';

type Strings = Messages['programme']['insights'];

/** An hour as the locale writes it on a clock ("14:00", "2 PM"). */
const hourLabel = (hour: number, locale: string) => dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour % 24));

/**
 * What the person's craving log shows, as a summary in words and two bar tables (each a real
 * table: the bars only draw the numbers beside them).
 */
export function Insights({ strings, locale, data, triggerLabels }: { strings: Strings; locale: string; data: InsightsData; triggerLabels: Record<Trigger, string> }) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const block = (i: number) => ({ from: hourLabel(HOUR_BLOCKS[i]!, locale), to: hourLabel(HOUR_BLOCKS[i]! + 4, locale) });
  const summary = data.total
    ? [
        fill(strings.summaryPassed, { passed: number.format(data.passed), total: number.format(data.total) }),
        data.sos ? fill(strings.summarySos, { before: number.format(data.sos.before), after: number.format(data.sos.after) }) : '',
        data.peakBlock !== null ? fill(strings.summaryPeak, block(data.peakBlock)) : '',
        data.byTrigger[0] ? fill(strings.summaryTrigger, { trigger: triggerLabels[data.byTrigger[0].trigger] }) : '',
      ].filter(Boolean)
    : [];
  return (
    <section aria-labelledby="insights-title" className="mt-10 rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h2 id="insights-title" className="text-2xl font-bold tracking-tight">
        {strings.title}
      </h2>
      <p className="mt-1 text-ink-muted">{data.total ? strings.lead : strings.empty}</p>
      {data.total ? (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <Stat term={strings.logged} value={number.format(data.total)} />
            <Stat term={strings.passed} value={number.format(data.passed)} />
            {data.sos ? <Stat term={strings.sosEffect} value={fill(strings.sosValue, { before: number.format(data.sos.before), after: number.format(data.sos.after) })} /> : null}
          </dl>
          <ul className="mt-6 space-y-1" data-testid="insights-summary">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <Bars caption={strings.byTime} countLabel={strings.count} rows={data.byBlock.map((count, i) => ({ label: fill(strings.blockRange, block(i)), count }))} number={number} />
            <Bars caption={strings.byTrigger} countLabel={strings.count} rows={data.byTrigger.map((t) => ({ label: triggerLabels[t.trigger], count: t.count }))} number={number} />
          </div>
        </>
      ) : null}
    </section>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-[var(--radius-control)] bg-brand-50 p-4">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight">{value}</dd>
    </div>
  );
}

function Bars({ caption, countLabel, rows, number }: { caption: string; countLabel: string; rows: Array<{ label: string; count: number }>; number: Intl.NumberFormat }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{caption}</th>
          <th scope="col">{countLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="w-1/3 py-1 pr-3 text-left font-normal whitespace-nowrap text-ink-muted">
              {row.label}
            </th>
            <td className="py-1">
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 rounded-full bg-brand-600" style={{ width: `${(row.count / max) * 80}%`, minWidth: row.count ? '0.5rem' : 0 }} />
                <span className="font-semibold tabular-nums">{number.format(row.count)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
