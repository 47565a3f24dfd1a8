'use client';

import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/i18n/link';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import type { FtndBand } from '../instruments';
import { ResultActions, SaveStatus, type Saved } from './save-status';

type Strings = Messages['test'];
type SurveyStrings = Messages['survey'];

export interface Finished {
  score: number;
  band: FtndBand;
  saved: Saved;
  entry: { id: string; completedAt: string; data: unknown };
}

function helpsFor(band: FtndBand): Array<keyof Strings['result']['helps']> {
  if (band === 'veryLow') return ['behavioural'];
  if (band === 'low' || band === 'medium') return ['behavioural', 'nrt'];
  return ['behavioural', 'nrt', 'medication'];
}

export function TestResult({
  strings,
  errors,
  retryLabel,
  locale,
  finished,
  busy,
  onRetry,
  onAgain,
}: {
  strings: Strings;
  errors: SurveyStrings['errors'];
  retryLabel: string;
  locale: Locale;
  finished: Finished;
  busy: boolean;
  onRetry: () => void;
  onAgain: () => void;
}) {
  const band = strings.result.band[finished.band];
  return (
    <section aria-labelledby="result-title" className="mx-auto max-w-2xl">
      <p className="text-sm font-semibold text-brand-800">{strings.result.title}</p>
      <div className="mt-3 flex items-center gap-5">
        <p className="flex size-24 shrink-0 flex-col items-center justify-center rounded-full bg-brand-700 text-white">
          <span className="text-3xl font-extrabold">{finished.score}</span>
          <span className="text-xs">/ 10</span>
        </p>
        <h2 id="result-title" tabIndex={-1} ref={(el) => el?.focus()} className="text-3xl font-bold tracking-tight focus:outline-none">
          {band.title}
          <span className="sr-only"> ({fill(strings.result.score, { score: finished.score })})</span>
        </h2>
      </div>
      <p className="mt-5 text-lg text-ink-muted">{band.body}</p>

      <div className="mt-8 rounded-[var(--radius-card)] border border-line bg-surface p-6">
        <h3 className="text-lg font-semibold">{strings.result.helpsTitle}</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {helpsFor(finished.band).map((key) => (
            <li key={key}>{strings.result.helps[key]}</li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-ink-muted">{strings.result.notAdvice}</p>
        <LocaleLink locale={locale} href="/help" className="mt-3 inline-block font-semibold text-brand-800 underline">
          {strings.result.help}
        </LocaleLink>
      </div>

      <div className="mt-6">
        <SaveStatus saved={finished.saved} locale={locale} text={strings.result} errors={errors} retryLabel={retryLabel} busy={busy} onRetry={onRetry} />
      </div>

      <div className="mt-7">
        <ResultActions locale={locale} next="/survey/motivation" nextLabel={strings.result.nextSurvey} againLabel={strings.result.again} onAgain={onAgain} source={strings.result.source} />
      </div>
    </section>
  );
}
