import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import type { DashboardData } from '../dashboard-data';
import { formatDay, localDay, startOfLocalDay } from '../progress';

type Strings = Messages['programme']['attempts'];

/** Every quit attempt, the running one first: a restart never erases the ones before. */
export function AttemptHistory({ strings, locale, attempts }: { strings: Strings; locale: string; attempts: DashboardData['attempts'] }) {
  const label = (day: string) => formatDay(day, locale, { dateStyle: 'medium' });
  const days = (ms: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(Math.max(0, Math.floor(ms / 86_400_000)));
  const ended = attempts.filter((a) => a.endedAt);
  return (
    <section aria-labelledby="attempts-title" className="rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h2 id="attempts-title" className="text-lg font-semibold">
        {strings.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{ended.length ? strings.lead : strings.none}</p>
      <ul className="mt-3 space-y-1.5">
        {attempts.map((a) => (
          <li key={a.id}>
            {a.endedAt
              ? fill(strings.ended, {
                  start: label(a.quitDate),
                  end: label(localDay(new Date(a.endedAt), a.timeZone)),
                  days: days(Date.parse(a.endedAt) - startOfLocalDay(a.quitDate, a.timeZone).getTime()),
                })
              : fill(strings.current, { date: label(a.quitDate) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
