import 'server-only';
import { getDb } from '@/db/client';
import { getSession } from '@/features/auth/server/auth';
import { storyPage } from '@/features/content/story-page';
import { profileOf, surveyHistory } from '@/features/survey/server/store';
import type { SurveyAnswers } from '@/features/survey/answers';
import type { Trigger } from '@/features/survey/instruments';
import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/i18n/link';
import { loadMessages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Container } from '@/ui/container';
import { SUGGESTED, type NrtPlan, type Strategy } from '../plan';
import { formatDay, localDay, startOfLocalDay } from '../progress';
import { attemptHistory } from '../server/plan-store';
import { AttemptHistory } from './attempt-history';
import { recentCheckIns } from '../server/check-in-store';
import { CheckInForm } from './check-in-form';
import { CheckInHistory } from './check-in-history';
import { HealthTimeline } from './health-timeline';
import { LiveProgress } from './live-progress';
import { PlanForm } from './plan-form';
import { RestartButton } from './restart-button';

const visitorPage = storyPage('/quit-smoking', 'quit-smoking');

/** The signed-in person's programme: their plan, or their progress and recovery. */
export async function ProgrammePage({ locale, params }: { locale: Locale; params: Promise<{ locale: string }> }) {
  const session = await getSession();
  // A leftover cookie without a session: the page visitors see.
  if (!session) return visitorPage.Page({ params });

  const { db } = await getDb();
  const [attempts, profile, surveys, messages] = await Promise.all([attemptHistory(db, session.user.id), profileOf(db, session.user.id), surveyHistory(db, session.user.id), loadMessages(locale)]);
  const attempt = attempts.find((a) => !a.endedAt) ?? null;
  const t = messages.programme;
  const latest = surveys[0]?.answers as SurveyAnswers | undefined;
  const reasons = latest ? latest.reasons.map((r) => (r === 'other' ? (latest.reasonOther ?? '') : messages.survey.reasons.options[r])).filter(Boolean) : [];
  const surveyTriggers = (latest?.triggers ?? []) as Trigger[];
  const now = new Date();
  const dateLabel = (day: string) => formatDay(day, locale);

  const initial = attempt
    ? { quitDate: attempt.quitDate, triggers: attempt.triggers as Trigger[], strategies: attempt.strategies as Strategy[], nrt: attempt.nrt as NrtPlan }
    : { quitDate: '', triggers: surveyTriggers, strategies: [...new Set(surveyTriggers.flatMap((tr) => SUGGESTED[tr].slice(0, 1)))], nrt: 'undecided' as NrtPlan };
  const quitStart = attempt ? startOfLocalDay(attempt.quitDate, attempt.timeZone) : null;
  const started = quitStart !== null && quitStart.getTime() <= now.getTime();

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
          <LocaleLink locale={locale} href="/survey/motivation" className="font-semibold text-brand-800 underline">
            {t.plan.noReasons}
          </LocaleLink>
        </p>
      )}
    </div>
  );
  const form = <PlanForm strings={t.plan} triggerLabels={messages.survey.triggers.options} initial={initial} lockedDate={started && attempt ? dateLabel(attempt.quitDate) : undefined} />;

  return (
    <Container className="py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-800">{fill(t.greeting, { name: session.user.name })}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>

      {!attempt ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="plan-title">
            <h2 id="plan-title" className="text-2xl font-bold tracking-tight">
              {t.plan.startTitle}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{t.plan.startLead}</p>
            {form}
          </section>
          <aside className="space-y-6">
            {reasonsCard}
            {attempts.length ? <AttemptHistory strings={t.attempts} locale={locale} attempts={attempts} /> : null}
          </aside>
        </div>
      ) : (
        <>
          <section aria-labelledby="progress-title" className="mt-8">
            <h2 id="progress-title" className="sr-only">
              {t.progress.title}
            </h2>
            {!profile ? (
              <div className="mb-4">
                <Alert tone="info">
                  <LocaleLink locale={locale} href="/survey/test" className="font-semibold underline">
                    {t.plan.errors.profileMissing}
                  </LocaleLink>
                </Alert>
              </div>
            ) : null}
            {started ? (
              <LiveProgress
                strings={t.progress}
                locale={locale}
                quitStart={quitStart!.toISOString()}
                quitDateLabel={dateLabel(attempt.quitDate)}
                timeZone={attempt.timeZone}
                profile={profile && { cigarettesPerDay: profile.cigarettesPerDay, cigarettesPerPack: profile.cigarettesPerPack, packPriceMinor: profile.packPriceMinor, currency: profile.currency }}
                serverNow={now.toISOString()}
              />
            ) : (
              <Alert tone="info">{fill(t.progress.notStarted, { date: dateLabel(attempt.quitDate) })}</Alert>
            )}
          </section>
          {started ? <CheckInSection locale={locale} userId={session.user.id} timeZone={attempt.timeZone} messages={messages} now={now} /> : null}
          <div className="mt-10 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
            <details className="self-start rounded-[var(--radius-card)] border border-line bg-surface p-6" open={!started}>
              <summary className="cursor-pointer text-lg font-semibold">{started ? t.plan.edit : t.plan.title}</summary>
              <div className="mt-6">{form}</div>
            </details>
            <aside className="space-y-6">
              {reasonsCard}
              <AttemptHistory strings={t.attempts} locale={locale} attempts={attempts} />
              {started ? <RestartButton strings={t.restart} /> : null}
            </aside>
          </div>
          <HealthTimeline strings={t.health} smokeFreeMs={started ? now.getTime() - quitStart!.getTime() : 0} locale={locale} />
        </>
      )}
    </Container>
  );
}

/** Today's check-in (a form, filled in when already done) and the last two weeks. */
async function CheckInSection({ locale, userId, timeZone, messages, now }: { locale: Locale; userId: string; timeZone: string; messages: Awaited<ReturnType<typeof loadMessages>>; now: Date }) {
  const { db } = await getDb();
  const today = localDay(now, timeZone);
  const checkIns = await recentCheckIns(db, userId, today, 14);
  const todays = checkIns.find((c) => c.day === today);
  const t = messages.programme;
  return (
    <>
      <section aria-labelledby="check-in-title" className="mt-10 rounded-[var(--radius-card)] border border-line bg-surface p-6">
        <h2 id="check-in-title" className="text-2xl font-bold tracking-tight">
          {t.checkIn.title}
        </h2>
        <p className="mt-1 mb-6 text-ink-muted">{todays ? t.checkIn.done : t.checkIn.lead}</p>
        <CheckInForm
          key={todays?.updatedAt.toISOString() ?? 'new'}
          strings={t.checkIn}
          day={today}
          initial={todays ? { smokeFree: todays.smokeFree, cravings: String(todays.cravings), cravingStrength: todays.cravingStrength, mood: todays.mood, note: todays.note ?? '' } : { cravings: '', note: '' }}
        />
      </section>
      <CheckInHistory strings={t.history} locale={locale} today={today} checkIns={checkIns} moods={t.checkIn.moods} />
    </>
  );
}
