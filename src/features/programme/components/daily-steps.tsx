import { RichText } from '@/features/content/richtext/render';
import { BuyPanel, type BuyStrings } from '@/features/purchases/components/buy-panel';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { cn } from '@/ui/cn';
import type { DashboardData } from '../dashboard-data';
import { formatDay } from '../progress';
import { STEP_COUNT, STEP_DAYS, stepOpensOn } from '../steps';
import { StepDoneButton } from './step-done-button';

type Strings = Messages['programme']['steps'];

export interface DailyStepsProps {
  strings: Strings;
  locale: Locale;
  steps: DashboardData['steps'];
  quitDate: string;
  /** The step asked for in the address (?step=N). */
  selected: number | null;
  /** The programme page's own path, for the links to each step. */
  path: string;
  /** Buying the full programme: null while payments are off. */
  offer: DashboardData['offer'];
  buyStrings: BuyStrings;
}

/** Today's step (or the one chosen) in full, with its task, and the list of all steps. */
export function DailySteps({ strings, locale, steps, quitDate, selected, path, offer, buyStrings }: DailyStepsProps) {
  const { opened, current } = steps;
  const done = new Set(steps.done);
  const locked = new Set(steps.locked);
  const content = current?.content;
  const shownDay = current?.day ?? null;
  const isEarlier = shownDay !== null && selected === shownDay && shownDay !== opened;
  // Offered where a step is locked for want of it, else once below today's step while not bought.
  const buyable = offer && !offer.purchased ? offer : null;
  const lockedHere = current?.state === 'notPurchased';
  return (
    <section id="steps" aria-labelledby="steps-title" className="mt-10 scroll-mt-20 rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="steps-title" className="text-2xl font-bold tracking-tight">
          {strings.title}
        </h2>
        <p className="text-sm font-semibold text-brand-800">{fill(strings.doneCount, { done: done.size, total: STEP_COUNT })}</p>
      </div>
      <p className="mt-1 text-ink-muted">{strings.lead}</p>
      {offer?.purchased ? (
        <p className="mt-2 text-sm font-semibold text-brand-800" data-testid="programme-unlocked">
          <span aria-hidden="true">✓ </span>
          {buyStrings.panel.unlocked}
        </p>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div>
          {!current ? (
            <p className="rounded-[var(--radius-control)] bg-brand-50 p-4">{fill(strings.notStarted, { date: formatDay(quitDate, locale) })}</p>
          ) : lockedHere ? (
            <div className="space-y-4">
              <div data-testid="step-locked">
                <p className="text-sm font-semibold text-brand-800">{fill(strings.day, { day: current.day })}</p>
                {steps.titles[current.day] ? <h3 className="mt-1 text-xl font-bold">{steps.titles[current.day]}</h3> : null}
                <p className="mt-2 text-ink-muted">{strings.errors.notPurchased}</p>
              </div>
              {buyable ? <BuyPanel offer={buyable} locale={locale} strings={buyStrings} /> : null}
            </div>
          ) : !content ? (
            <p className="rounded-[var(--radius-control)] bg-brand-50 p-4">{strings.missing}</p>
          ) : (
            <article aria-labelledby="step-title" data-testid="step">
              <p className="text-sm font-semibold text-brand-800">{isEarlier ? fill(strings.day, { day: current.day }) : `${strings.today} · ${fill(strings.day, { day: current.day })}`}</p>
              <h3 id="step-title" className="mt-1 text-xl font-bold">
                {content.title}
              </h3>
              <RichText doc={content.lesson} locale={locale} headingLevel={4} className="mt-4 space-y-3 [&_h4]:mt-5 [&_h4]:text-lg [&_h4]:font-semibold [&_h5]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5" />
              <div className="mt-6 rounded-[var(--radius-control)] border-l-4 border-brand-700 bg-brand-50 p-4">
                <h4 className="font-semibold">{strings.task}</h4>
                <p className="mt-1">{content.task}</p>
                <div className="mt-4">
                  <StepDoneButton strings={strings} day={current.day} done={done.has(current.day)} />
                </div>
              </div>
              {isEarlier ? (
                <a href={`${path}#steps`} className="mt-4 inline-block font-semibold text-brand-800 underline">
                  {strings.back}
                </a>
              ) : null}
            </article>
          )}
          {/* Beside the long list of days, where the step's text ends. */}
          {buyable && !lockedHere ? (
            <div className="mt-8">
              <BuyPanel offer={buyable} locale={locale} strings={buyStrings} />
            </div>
          ) : null}
        </div>
        {/* On a phone a strip of days (titles for screen readers), beside the lesson a list. */}
        <ol className="relative order-first -mx-1 flex gap-1.5 overflow-x-auto px-1 py-1 lg:order-none lg:mx-0 lg:block lg:space-y-1.5 lg:overflow-visible lg:px-0" aria-label={strings.title} data-testid="step-list">
          {STEP_DAYS.map((day) => {
            const title = steps.titles[day] ?? fill(strings.day, { day });
            const isOpen = day <= opened;
            const isDone = done.has(day);
            const status = isDone ? strings.done : !isOpen ? fill(strings.opensOn, { date: formatDay(stepOpensOn(quitDate, day), locale, { day: 'numeric', month: 'short' }) }) : locked.has(day) ? strings.needsPurchase : '';
            const linked = isOpen && !locked.has(day) && day !== shownDay;
            const body = (
              <>
                <span aria-hidden="true" className={cn('flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold lg:size-7 lg:text-xs', isDone ? 'bg-brand-700 text-white' : isOpen ? 'bg-brand-100 text-brand-900' : 'bg-line/60', day === shownDay && 'ring-2 ring-brand-700 ring-offset-2 lg:ring-0 lg:ring-offset-0')}>
                  {isDone ? '✓' : day}
                </span>
                <span className="sr-only min-w-0 flex-1 lg:not-sr-only">
                  <span className="sr-only">{fill(strings.day, { day })}: </span>
                  <span className={cn(linked && 'font-medium text-brand-800 underline-offset-2 group-hover:underline', day === shownDay && 'font-semibold')}>{title}</span>
                  {status ? <span className="block text-xs">{status}</span> : null}
                </span>
              </>
            );
            return (
              <li key={day} className={cn('shrink-0 rounded-[var(--radius-control)] lg:px-3 lg:py-2', day === shownDay && 'lg:bg-brand-50 lg:ring-1 lg:ring-brand-300', !isOpen && 'text-ink-muted')}>
                {linked ? (
                  <a href={`${path}?step=${day}#steps`} className="group flex items-center gap-3">
                    {body}
                  </a>
                ) : (
                  <span className="flex items-center gap-3" aria-current={day === shownDay ? 'step' : undefined}>
                    {body}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
