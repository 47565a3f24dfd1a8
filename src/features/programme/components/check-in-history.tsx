import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { formatIcu } from '@/lib/icu';
import type { DashboardData } from '../dashboard-data';
import { addDays } from '../plan';

type CheckIn = DashboardData['checkIns'][number];

type Strings = Messages['programme']['history'];
const DAYS = 14;

/**
 * The last two weeks of check-ins: a calendar strip (smoke-free, smoked, none), a chart of
 * cravings per day drawn as SVG (no charting script), a sentence summing it up, and the same data
 * as a table for anyone who does not read charts.
 */
export function CheckInHistory({ strings, locale, today, checkIns, moods }: { strings: Strings; locale: Locale; today: string; checkIns: CheckIn[]; moods: Record<string, string> }) {
  const byDay = new Map(checkIns.map((c) => [c.day, c]));
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - (DAYS - 1)));
  const recent = days.map((day) => byDay.get(day)).filter((c): c is CheckIn => Boolean(c));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dateLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const max = Math.max(5, ...recent.map((c) => c.cravings));
  const summary = formatIcu(strings.chartSummary, { days: recent.length, smokeFree: recent.filter((c) => c.smokeFree).length, cravings: recent.reduce((n, c) => n + c.cravings, 0) }, locale);

  return (
    <section aria-labelledby="history-title" className="mt-12">
      <h2 id="history-title" className="text-2xl font-bold tracking-tight">
        {strings.title}
      </h2>
      {recent.length === 0 ? (
        <p className="mt-2 text-ink-muted">{strings.empty}</p>
      ) : (
        <>
          <ol className="mt-5 grid grid-cols-7 gap-2" aria-label={strings.title}>
            {days.map((day) => {
              const c = byDay.get(day);
              const state = !c ? strings.legendNone : c.smokeFree ? strings.legendSmokeFree : strings.legendSmoked;
              return (
                <li key={day} className="flex flex-col items-center gap-1 text-xs text-ink-muted">
                  <span aria-hidden="true">{weekday.format(at(day))}</span>
                  <span
                    className={`flex size-9 items-center justify-center rounded-full text-sm font-semibold ${!c ? 'border border-dashed border-line text-ink-muted' : c.smokeFree ? 'bg-success-700 text-white' : 'bg-sun-500 text-ink'}`}
                    title={`${dateLabel.format(at(day))}: ${state}`}
                  >
                    <span aria-hidden="true">{at(day).getUTCDate()}</span>
                    <span className="sr-only">{`${dateLabel.format(at(day))}: ${state}`}</span>
                  </span>
                </li>
              );
            })}
          </ol>
          <h3 className="mt-8 text-lg font-semibold">{strings.chartTitle}</h3>
          <p className="mt-1 text-ink-muted">{summary}</p>
          <svg role="img" aria-label={`${strings.chartTitle}. ${summary}`} viewBox={`0 0 ${DAYS * 24} 110`} className="mt-4 h-40 w-full" preserveAspectRatio="none">
            {days.map((day, i) => {
              const c = byDay.get(day);
              const h = c ? (c.cravings / max) * 100 : 0;
              return <rect key={day} x={i * 24 + 4} y={105 - h} width={16} height={Math.max(h, c ? 1.5 : 0)} rx={3} className={c?.smokeFree === false ? 'fill-sun-500' : 'fill-brand-600'} />;
            })}
            <line x1="0" x2={DAYS * 24} y1="105.5" y2="105.5" className="stroke-line" strokeWidth="1" />
          </svg>
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-brand-800">{strings.showTable}</summary>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{strings.chartTitle}</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4">{strings.day}</th>
                    <th scope="col" className="py-2 pr-4">{strings.smokeFree}</th>
                    <th scope="col" className="py-2 pr-4">{strings.cravings}</th>
                    <th scope="col" className="py-2 pr-4">{strings.strength}</th>
                    <th scope="col" className="py-2">{strings.mood}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...recent].reverse().map((c) => (
                    <tr key={c.day} className="border-b border-line/60">
                      <th scope="row" className="py-2 pr-4 font-normal">{dateLabel.format(at(c.day))}</th>
                      <td className="py-2 pr-4">{c.smokeFree ? strings.yes : strings.no}</td>
                      <td className="py-2 pr-4">{c.cravings}</td>
                      <td className="py-2 pr-4">{c.cravingStrength} / 10</td>
                      <td className="py-2">{moods[String(c.mood)]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
