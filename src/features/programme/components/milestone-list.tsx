import { isLocale, type Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { fill } from '@/lib/fill';
import { cn } from '@/ui/cn';
import { MILESTONE_KINDS, PROGRAMME_MILESTONES, milestoneDay, type MilestoneKind } from '../milestones';
import { dateFormat, formatDay } from '../progress';
import { STEP_COUNT } from '../steps';

type Strings = Messages['programme']['milestones'];

/** The person's milestones: those recorded with their date, the rest with the day they fall on. */
export function MilestoneList({ strings, locale, recorded, quitDate, timeZone }: { strings: Strings; locale: string; recorded: Array<{ kind: string; reachedAt: string; certificateId: string | null }>; quitDate: string | null; timeZone: string }) {
  const reached = new Map(recorded.map((m) => [m.kind, m.reachedAt]));
  const certificates = new Map(recorded.map((m) => [m.kind, m.certificateId]));
  const pageLocale: Locale = isLocale(locale) ? locale : 'en';
  const dateOf = (at: string) => dateFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(at));
  return (
    <section aria-labelledby="milestones-title" className="mt-10">
      <h2 id="milestones-title" className="text-2xl font-bold tracking-tight">
        {strings.title}
      </h2>
      <p className="mt-1 text-ink-muted">{strings.lead}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="milestones">
        {MILESTONE_KINDS.map((kind: MilestoneKind) => {
          const at = reached.get(kind);
          const timed = PROGRAMME_MILESTONES.find((m) => m.kind === kind);
          const due = !at && timed && quitDate ? fill(strings.due, { date: formatDay(milestoneDay(quitDate, timed), locale, { dateStyle: 'medium' }) }) : null;
          return (
            <li key={kind} className={cn('rounded-[var(--radius-card)] border p-4', at ? 'border-brand-300 bg-brand-50' : 'border-dashed border-line bg-surface text-ink-muted')} data-reached={at ? 'true' : 'false'}>
              <span aria-hidden="true" className={cn('flex size-9 items-center justify-center rounded-full text-lg', at ? 'bg-brand-700 text-white' : 'bg-line/60')}>
                {at ? '★' : '☆'}
              </span>
              <p className={cn('mt-2 font-semibold', at && 'text-ink')}>{strings.kinds[kind]}</p>
              <p className="mt-0.5 text-sm">{at ? fill(strings.reachedOn, { date: dateOf(at) }) : (due ?? (kind === 'completed' ? fill(strings.completedHint, { count: STEP_COUNT }) : strings.upcoming))}</p>
              {certificates.get(kind) ? (
                <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold">
                  <a href={publicPath('/certificate/[id]', pageLocale, { id: certificates.get(kind)! })} className="text-brand-800 underline underline-offset-4">
                    {strings.viewCertificate}
                  </a>
                  <a href={publicPath('/certificate/edit/[id]', pageLocale, { id: certificates.get(kind)! })} className="text-brand-800 underline underline-offset-4">
                    {strings.editCertificate}
                  </a>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
