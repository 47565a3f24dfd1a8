import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { healthProgress, SOURCES } from '../milestones';

type Strings = Messages['programme']['health'];

/** The recovery milestones with how far along each is, its source and the strength of its evidence. */
export function HealthTimeline({ strings, smokeFreeMs, locale }: { strings: Strings; smokeFreeMs: number; locale: string }) {
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <section aria-labelledby="health-title" className="mt-12">
      <h2 id="health-title" className="text-2xl font-bold tracking-tight">
        {strings.title}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{strings.lead}</p>
      <ol className="mt-6 space-y-3">
        {healthProgress(smokeFreeMs).map((m) => (
          <li key={m.id} className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{strings.after[m.id]}</h3>
              {m.reached ? <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-sm font-semibold text-success-700">{strings.reached}</span> : <span className="text-sm text-ink-muted">{percent.format(m.fraction)}</span>}
            </div>
            <p className="mt-1">{strings.text[m.id]}</p>
            <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(m.fraction * 100)}%` }} />
            </div>
            <p className="mt-2 text-xs text-ink-muted">
              <a href={SOURCES[m.source].url} className="underline" rel="noopener noreferrer">
                {fill(strings.source, { source: SOURCES[m.source].name })}
              </a>{' '}
              · {strings.evidence[m.evidence]}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
