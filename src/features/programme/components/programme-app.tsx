'use client';

import { useCallback, useEffect, useState } from 'react';
import { ChallengePlanHint, ChallengesPanel } from '@/features/challenges/components/challenges-panel';
import type { ChallengeStrings } from '@/features/challenges/components/strings';
import type { BuyStrings } from '@/features/purchases/components/buy-panel';
import { forgetPerson, keepPersonal, keptPersonal } from '@/features/pwa/personal-data';
import type { Trigger } from '@/features/survey/instruments';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { CRAVINGS_SENT_EVENT } from '../craving-queue';
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
import { RefreshContext } from './refresh';
import { RestartButton } from './restart-button';
import { SlipForm } from './slip-form';
import { Sos } from './sos';

export interface ProgrammeStrings {
  programme: Messages['programme'];
  triggers: Messages['survey']['triggers']['options'];
  reasons: Messages['survey']['reasons']['options'];
  challenges: ChallengeStrings;
  purchases: BuyStrings;
  offline: Pick<Messages['pwa'], 'programme' | 'sos'>;
  help: Messages['helpNearYou'];
}

export interface ProgrammeLinks {
  /** This page's own path in the locale. */
  self: string;
  survey: string;
  test: string;
  signIn: string;
}

/** `savedAt`: the data is the last answer kept on this device, shown offline. */
type State = { kind: 'loading' } | { kind: 'ready'; data: DashboardData; savedAt?: string } | { kind: 'failed' } | { kind: 'signedOut' };

const stepInAddress = (): number | null => {
  const value = new URLSearchParams(window.location.search).get('step');
  return value && /^\d{1,2}$/.test(value) ? Number(value) : null;
};

/**
 * The signed-in person's programme. The page around it is the same for everyone (prerendered,
 * served from memory); the person's data comes from GET /api/programme/dashboard, and is loaded
 * again after every change they make.
 */
export function ProgrammeApp({ locale, strings, links }: { locale: Locale; strings: ProgrammeStrings; links: ProgrammeLinks }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [step, setStep] = useState<number | null>(null);

  const load = useCallback(async () => {
    const asked = stepInAddress();
    setStep(asked);
    const address = `/api/programme/dashboard?locale=${locale}${asked ? `&step=${asked}` : ''}`;
    let response: Response;
    try {
      response = await fetch(address, { cache: 'no-store', credentials: 'same-origin' });
    } catch {
      // Offline: the last answer this device kept, marked with its time.
      const kept = await keptPersonal<DashboardData>(address);
      setState((previous) => (previous.kind === 'ready' && !previous.savedAt ? previous : kept ? { kind: 'ready', data: kept.data, savedAt: kept.savedAt } : { kind: 'failed' }));
      return;
    }
    try {
      if (response.status === 401) {
        await forgetPerson();
        // The session has ended: its cookie is gone now, so the address shows the visitors' page.
        if (!sessionStorage.getItem('exhale.programme.reloaded')) {
          sessionStorage.setItem('exhale.programme.reloaded', '1');
          window.location.reload();
        } else setState({ kind: 'signedOut' });
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      sessionStorage.removeItem('exhale.programme.reloaded');
      const data = (await response.json()) as DashboardData;
      setState({ kind: 'ready', data });
      void keepPersonal(address, data);
    } catch {
      setState((previous) => (previous.kind === 'ready' ? previous : { kind: 'failed' }));
    }
  }, [locale]);

  useEffect(() => {
    // The first load after hydration; later ones follow changes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    // Back online, or cravings kept offline have been sent: the data is loaded again.
    const reload = () => void load();
    window.addEventListener('online', reload);
    window.addEventListener(CRAVINGS_SENT_EVENT, reload);
    return () => {
      window.removeEventListener('online', reload);
      window.removeEventListener(CRAVINGS_SENT_EVENT, reload);
    };
  }, [load]);

  const t = strings.programme;
  if (state.kind === 'loading') return <Loading label={t.loading} title={t.title} />;
  if (state.kind === 'signedOut')
    return (
      <Shell title={t.title}>
        <Alert tone="info">
          <a href={links.signIn} className="font-semibold underline">
            {t.signedOut}
          </a>
        </Alert>
      </Shell>
    );
  if (state.kind === 'failed')
    return (
      <Shell title={t.title}>
        <Alert tone="danger">{t.loadFailed}</Alert>
        <button type="button" className={buttonClasses('secondary', 'md', 'mt-4')} onClick={() => void load()}>
          {t.retry}
        </button>
      </Shell>
    );
  return (
    <RefreshContext.Provider value={load}>
      {state.savedAt ? <OfflineNotice text={strings.offline.programme.offlineAsOf} savedAt={state.savedAt} locale={locale} /> : null}
      <Programme data={state.data} locale={locale} strings={strings} links={links} step={step} />
    </RefreshContext.Provider>
  );
}

/** Above the programme shown from this device's copy: since when the data is. */
function OfflineNotice({ text, savedAt, locale }: { text: string; savedAt: string; locale: Locale }) {
  const time = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(savedAt));
  return (
    <div className="mb-4" data-testid="offline-notice">
      <Alert tone="info">{fill(text, { time })}</Alert>
    </div>
  );
}

function Shell({ title, greeting, children }: { title: string; greeting?: string; children: React.ReactNode }) {
  return (
    <>
      <p className="min-h-5 text-sm font-semibold text-brand-800">{greeting ?? '\u00a0'}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-8">{children}</div>
    </>
  );
}

function Loading({ label, title }: { label: string; title: string }) {
  return (
    <Shell title={title}>
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">{label}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-[var(--radius-card)] bg-brand-100 motion-reduce:animate-none" />
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
          <div className="h-28 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
          <div className="h-28 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
          <div className="h-28 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
        </div>
      </div>
    </Shell>
  );
}

function Programme({ data, locale, strings, links, step }: { data: DashboardData; locale: Locale; strings: ProgrammeStrings; links: ProgrammeLinks; step: number | null }) {
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
