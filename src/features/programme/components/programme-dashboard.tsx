'use client';

import { ChallengePlanHint, ChallengesPanel } from '@/features/challenges/components/challenges-panel';
import type { Trigger } from '@/features/survey/instruments';
import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import type { DashboardData } from '../dashboard-data';
import { SUGGESTED, type NrtPlan, type Strategy } from '../plan';
import { reasonTexts } from '../reasons';
import { dateFormat, formatDay } from '../progress';
import { HelpNearYou } from '@/features/help/components/help-near-you';
import { AttemptHistory } from './attempt-history';
import { CheckInForm } from './check-in-form';
import { CheckInHistory } from './check-in-history';
import { DailySteps } from './daily-steps';
import { HealthTimeline } from './health-timeline';
import { Insights } from './insights';
import { LiveProgress } from './live-progress';
import { MilestoneList } from './milestone-list';
import { PlanForm } from './plan-form';
import { RestartButton } from './restart-button';
import { SlipForm } from './slip-form';
import { Sos } from './sos';
import { Shell } from './programme-frame';
import type { ProgrammeLinks, ProgrammeStrings } from './programme-app';

export function Programme({ data, locale, strings, links, step }: { data: DashboardData; locale: Locale; strings: ProgrammeStrings; links: ProgrammeLinks; step: number | null }) {
  const t = strings.programme;
  const attempt = data.attempt;
  const triggerLabels = strings.triggers;
  const reasons = reasonTexts(data.reasons, strings.reasons);
  const surveyTriggers = data.surveyTriggers as Trigger[];
  const dateLabel = (day: string) => formatDay(day, locale);
  const started = Boolean(attempt?.started);
  const smoked = data.slips.reduce((sum, s) => sum + s.cigarettes, 0);
  const todays = data.checkIns.find((c) => c.day === data.today);

  // Someone in a challenge without a plan is offered the challenge's date (when it can still be chosen).
  const challengeDate = data.challenges.map((c) => c.startDate).find((d) => d >= data.today) ?? null;
  const initial = attempt
    ? { quitDate: attempt.quitDate, triggers: attempt.triggers as Trigger[], strategies: attempt.strategies as Strategy[], nrt: attempt.nrt as NrtPlan }
    : { quitDate: challengeDate ?? '', triggers: surveyTriggers, strategies: [...new Set(surveyTriggers.flatMap((tr) => SUGGESTED[tr]?.slice(0, 1) ?? []))], nrt: 'undecided' as NrtPlan };

  const reasonsCard = (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h2 className="text-lg font-semibold">{t.plan.reasons}</h2>
      {reasons.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-muted">
          <a href={links.survey} className="font-semibold text-brand-800 underline">
            {t.plan.noReasons}
          </a>
        </p>
      )}
    </div>
  );
  // The SOS is one tap away on every screen of the programme, also before the quit date.
  const sos = <Sos strings={t.sos} triggerLabels={triggerLabels} reasons={reasons} queuedNote={strings.offline.sos.queued} help={<HelpNearYou locale={locale} strings={strings.help} compact />} />;
  const together = <ChallengesPanel challenges={data.challenges} strings={strings.challenges} locale={locale} name={data.name} today={data.today} quitDate={attempt?.quitDate ?? null} />;
  const form = <PlanForm key={attempt ? `${attempt.quitDate}-${attempt.nrt}` : 'new'} strings={t.plan} triggerLabels={triggerLabels} initial={initial} lockedDate={started && attempt ? dateLabel(attempt.quitDate) : undefined} />;

  if (!attempt)
    return (
      <Shell title={t.title} greeting={fill(t.greeting, { name: data.name })}>
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="plan-title">
            <h2 id="plan-title" className="text-2xl font-bold tracking-tight">
              {t.plan.startTitle}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{t.plan.startLead}</p>
            {challengeDate ? <ChallengePlanHint strings={strings.challenges} date={dateLabel(challengeDate)} /> : null}
            {form}
          </section>
          <aside className="space-y-6">
            {reasonsCard}
            {data.attempts.length ? <AttemptHistory strings={t.attempts} locale={locale} attempts={data.attempts} /> : null}
          </aside>
        </div>
        {together}
        {sos}
      </Shell>
    );

  return (
    <Shell title={t.title} greeting={fill(t.greeting, { name: data.name })}>
      <section aria-labelledby="progress-title">
        <h2 id="progress-title" className="sr-only">
          {t.progress.title}
        </h2>
        {!data.profile ? (
          <div className="mb-4">
            <Alert tone="info">
              <a href={links.test} className="font-semibold underline">
                {t.plan.errors.profileMissing}
              </a>
            </Alert>
          </div>
        ) : null}
        {started ? (
          <LiveProgress strings={t.progress} locale={locale} quitStart={attempt.quitStart} quitDateLabel={dateLabel(attempt.quitDate)} timeZone={attempt.timeZone} profile={data.profile} smoked={smoked} serverNow={data.now} />
        ) : (
          <Alert tone="info">{fill(t.progress.notStarted, { date: dateLabel(attempt.quitDate) })}</Alert>
        )}
      </section>
      <DailySteps strings={t.steps} locale={locale} steps={data.steps} quitDate={attempt.quitDate} selected={step} path={links.self} offer={data.offer} buyStrings={strings.purchases} />
      {started ? (
        <>
          <section aria-labelledby="check-in-title" className="mt-10 rounded-[var(--radius-card)] border border-line bg-surface p-6">
            <h2 id="check-in-title" className="text-2xl font-bold tracking-tight">
              {t.checkIn.title}
            </h2>
            <p className="mt-1 mb-6 text-ink-muted">{todays ? t.checkIn.done : t.checkIn.lead}</p>
            <CheckInForm
              key={todays?.updatedAt ?? 'new'}
              strings={t.checkIn}
              day={data.today}
              initial={todays ? { smokeFree: todays.smokeFree, cravings: String(todays.cravings), cravingStrength: todays.cravingStrength, mood: todays.mood, note: todays.note ?? '' } : { cravings: '', note: '' }}
            />
          </section>
          <CheckInHistory strings={t.history} locale={locale} today={data.today} checkIns={data.checkIns} moods={t.checkIn.moods} />
          <details id="slip" className="mt-6 scroll-mt-20 rounded-[var(--radius-card)] border border-line bg-surface p-6">
            <summary className="cursor-pointer text-lg font-semibold">{t.slip.title}</summary>
            <p className="mt-2 mb-6 text-ink-muted">{t.slip.lead}</p>
            <SlipForm strings={t.slip} triggerLabels={triggerLabels} />
            <h3 className="mt-8 font-semibold">{t.slip.listTitle}</h3>
            {data.slips.length ? (
              <ul className="mt-2 space-y-1 text-ink-muted" data-testid="slips">
                {data.slips.map((s) => (
                  <li key={s.id}>
                    {fill(t.slip.entry, { date: dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: attempt.timeZone }).format(new Date(s.occurredAt)), count: s.cigarettes })} · {triggerLabels[s.trigger as Trigger] ?? s.trigger}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-ink-muted">{t.slip.none}</p>
            )}
          </details>
        </>
      ) : null}
      <Insights strings={t.insights} locale={locale} data={data.insights} triggerLabels={triggerLabels} />
      <MilestoneList strings={t.milestones} locale={locale} recorded={data.milestones} quitDate={attempt.quitDate} timeZone={attempt.timeZone} />
      {together}
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <details className="self-start rounded-[var(--radius-card)] border border-line bg-surface p-6" open={!started}>
          <summary className="cursor-pointer text-lg font-semibold">{started ? t.plan.edit : t.plan.title}</summary>
          <div className="mt-6">{form}</div>
        </details>
        <aside className="space-y-6">
          {reasonsCard}
          <AttemptHistory strings={t.attempts} locale={locale} attempts={data.attempts} />
          {started ? <RestartButton strings={t.restart} /> : null}
        </aside>
      </div>
      <HealthTimeline strings={t.health} smokeFreeMs={started ? Date.parse(data.now) - Date.parse(attempt.quitStart) : 0} locale={locale} />
      {sos}
    </Shell>
  );
}
