import { useCallback, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
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
 * cravings per day (visx), a sentence summing it up, and the same data as a table for anyone who
 * does not read charts.
 */
export function CheckInHistory({ strings, locale, today, checkIns, moods }: { strings: Strings; locale: Locale; today: string; checkIns: CheckIn[]; moods: Record<string, string> }) {
  const byDay = new Map(checkIns.map((c) => [c.day, c]));
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - (DAYS - 1)));
  const recent = days.map((day) => byDay.get(day)).filter((c): c is CheckIn => Boolean(c));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dateLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
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
          <CravingsChart days={days} byDay={byDay} label={`${strings.chartTitle}. ${summary}`} dayLabel={(day) => dateLabel.format(at(day))} locale={locale} />
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

const HEIGHT = 200;
const MARGIN = { top: 8, right: 24, bottom: 28, left: 32 };

/** The width of an element, followed as it changes (the chart is drawn at its real size). */
function useWidth(initial: number): [(node: HTMLElement | null) => () => void, number] {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return () => undefined;
    setWidth(node.clientWidth || initial);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width];
}

/** Cravings per day as bars (smoked days in the warning colour), with day and count axes. */
function CravingsChart({ days, byDay, label, dayLabel, locale }: { days: string[]; byDay: Map<string, CheckIn>; label: string; dayLabel: (day: string) => string; locale: Locale }) {
  const [ref, width] = useWidth(640);
  const innerWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(5, ...days.map((day) => byDay.get(day)?.cravings ?? 0));
  const x = scaleBand<string>({ domain: days, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const number = new Intl.NumberFormat(locale);
  const axisText = { className: 'fill-ink-muted text-xs' } as const;
  // Every second day labelled, every third on a narrow screen; today always.
  const every = width < 480 ? 3 : 2;
  return (
    <div ref={ref} className="mt-4">
      <svg role="img" aria-label={label} width={width} height={HEIGHT} className="block max-w-full">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {days.map((day) => {
            const c = byDay.get(day);
            if (!c) return null;
            const top = y(c.cravings);
            return <Bar key={day} x={x(day)} y={top} width={x.bandwidth()} height={Math.max(innerHeight - top, 2)} rx={3} className={c.smokeFree ? 'fill-brand-600' : 'fill-sun-500'} />;
          })}
          <AxisLeft scale={y} numTicks={4} tickFormat={(v) => number.format(Number(v))} stroke="currentColor" tickStroke="currentColor" axisClassName="text-line" tickLabelProps={() => ({ ...axisText, textAnchor: 'end', dx: -4, dy: 3 })} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={days.filter((_, i) => i % every === (days.length - 1) % every)}
            tickFormat={(day) => dayLabel(String(day))}
            stroke="currentColor"
            tickStroke="currentColor"
            axisClassName="text-line"
            tickLabelProps={() => ({ ...axisText, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
    </div>
  );
}
