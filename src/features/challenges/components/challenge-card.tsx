'use client';

import { useState } from 'react';
import { formatDay } from '@/features/programme/progress';
import { useRefresh } from '@/features/programme/components/refresh';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { savedProblem } from '@/lib/client/form-errors';
import { postJson } from '@/lib/client/post-json';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import type { ChallengeView, PartnerView } from '../view';
import { EncourageForm } from './encourage-form';
import { InviteForm } from './invite-form';
import { problemsOf, type ChallengeStrings, type ProblemKey } from './strings';

/** What the challenge is, in words: "Quitting together from 1 December 2026", "21-day smoke-free challenge". */
export function challengeTitle(challenge: Pick<ChallengeView, 'kind' | 'days' | 'startDate'>, strings: ChallengeStrings['panel'], locale: Locale): string {
  return challenge.kind === 'together' ? fill(strings.together, { date: formatDay(challenge.startDate, locale) }) : fill(strings.smokeFree, { days: challenge.days ?? 0 });
}

/** One challenge on the programme page: who is in and how they do, what was sent, and what the viewer can do. */
export function ChallengeCard({ challenge, strings, locale, name }: { challenge: ChallengeView; strings: ChallengeStrings; locale: Locale; name: string }) {
  const t = strings.panel;
  const day = (value: string) => formatDay(value, locale, { dateStyle: 'medium' });
  const others = challenge.partners.filter((p) => !p.you && !p.left);
  const started = challenge.startDate <= challenge.today;
  const creator = challenge.partners.find((p) => p.creator);
  const me = challenge.partners.find((p) => p.you);

  let when: string;
  if (!started) when = fill(t.startsOn, { date: day(challenge.startDate) });
  else if (challenge.over && challenge.lastDay) when = fill(t.endedOn, { date: day(challenge.lastDay) });
  else if (challenge.days) when = fill(t.dayOf, { day: me?.progress?.daysSoFar ?? 1, days: challenge.days });
  else when = '';

  return (
    <article className="rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6" data-testid="challenge" aria-labelledby={`challenge-${challenge.id}`}>
      <header>
        <h3 id={`challenge-${challenge.id}`} className="text-xl font-bold tracking-tight">
          {challengeTitle(challenge, t, locale)}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          {challenge.lastDay ? fill(t.runs, { start: day(challenge.startDate), end: day(challenge.lastDay) }) : null}
          {challenge.lastDay && when ? ' · ' : null}
          {when}
        </p>
        {challenge.message ? (
          <figure className="mt-4 rounded-2xl bg-brand-50 p-4">
            <figcaption className="text-sm font-semibold">{fill(t.messageFrom, { name: creator?.name ?? '' })}</figcaption>
            <blockquote className="mt-1 break-words whitespace-pre-line">{challenge.message}</blockquote>
          </figure>
        ) : null}
      </header>

      <h4 className="mt-6 font-semibold">{challenge.over ? t.resultTitle : t.partnersTitle}</h4>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="partners">
        {challenge.partners.map((partner) => (
          <Partner key={partner.id} partner={partner} challenge={challenge} strings={strings} />
        ))}
      </ul>
      {challenge.youCreated && others.length === 0 && !challenge.invitations.length ? <p className="mt-3 text-ink-muted">{t.alone}</p> : null}
      {challenge.certificateId ? (
        <p className="mt-4">
          <a href={publicPath('/certificate/[id]', locale, { id: challenge.certificateId })} className="font-semibold text-brand-800 underline underline-offset-4">
            {t.certificate}
          </a>
        </p>
      ) : null}

      {challenge.encouragements.length ? (
        <section className="mt-6" aria-labelledby={`received-${challenge.id}`}>
          <h4 id={`received-${challenge.id}`} className="font-semibold">
            {t.encourage.receivedTitle}
          </h4>
          <ul className="mt-3 space-y-3" data-testid="encouragements">
            {challenge.encouragements.map((e) => (
              <li key={`${e.sentAt}-${e.from}`} className="rounded-2xl bg-sun-100 p-4">
                <p className="break-words whitespace-pre-line">{e.preset ? strings.presets[e.preset] : e.text}</p>
                <p className="mt-1 text-sm text-ink-muted">{fill(t.encourage.from, { name: e.from, date: day(e.sentAt.slice(0, 10)) })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {others.length ? (
        <div className="mt-6 border-t border-line pt-6">
          <EncourageForm challengeId={challenge.id} partners={others} strings={strings} />
        </div>
      ) : null}
      {challenge.youCreated && !challenge.over ? (
        <div className="mt-6 border-t border-line pt-6">
          <InviteForm challenge={challenge} strings={strings} locale={locale} name={name} />
        </div>
      ) : null}
      <div className="mt-6 border-t border-line pt-6">
        <Leave challengeId={challenge.id} strings={strings} />
      </div>
    </article>
  );
}

function Partner({ partner, challenge, strings }: { partner: PartnerView; challenge: ChallengeView; strings: ChallengeStrings }) {
  const t = strings.panel;
  const progress = partner.progress;
  const madeIt = challenge.over && challenge.days !== null && progress !== null && progress.daysKept >= challenge.days;
  const latest = progress?.milestones.at(-1);
  return (
    <li className={cn('rounded-2xl border border-line p-4', partner.left && 'bg-canvas text-ink-muted')} data-testid="partner" data-left={partner.left || undefined}>
      <p className="font-semibold break-words">
        {partner.name}
        {partner.you ? <span className="font-normal text-ink-muted"> ({t.you})</span> : null}
        {partner.creator ? <span className="font-normal text-ink-muted"> · {t.creator}</span> : null}
      </p>
      {progress ? (
        <>
          {challenge.over && challenge.days ? (
            <p className="mt-2 font-semibold" data-testid="result">
              {fill(t.result, { kept: progress.daysKept, days: challenge.days })}
              {madeIt ? <span className="ml-2 rounded-full bg-success-50 px-2 py-0.5 text-sm text-success-700">{t.madeIt}</span> : null}
            </p>
          ) : null}
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t.daysKept}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="days-kept">
              {progress.daysKept}
            </dd>
            <dt className="text-ink-muted">{t.streak}</dt>
            <dd className="text-right font-semibold tabular-nums">{progress.streak}</dd>
            <dt className="text-ink-muted">{t.milestones}</dt>
            <dd className="text-right font-semibold tabular-nums">{progress.milestones.length}</dd>
          </dl>
          {latest ? <p className="mt-1 text-sm text-ink-muted">{strings.milestones[latest as keyof ChallengeStrings['milestones']] ?? ''}</p> : null}
          <p className={cn('mt-2 text-sm font-semibold', progress.checkedInToday ? 'text-success-700' : 'text-ink-muted')}>{progress.checkedInToday ? t.checkedIn : t.notCheckedIn}</p>
        </>
      ) : (
        <p className="mt-1 text-sm">{t.leftLabel}</p>
      )}
    </li>
  );
}

function Leave({ challengeId, strings }: { challengeId: string; strings: ChallengeStrings }) {
  const t = strings.panel.leave;
  const problems = problemsOf(strings);
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ProblemKey | null>(null);

  async function leave() {
    setBusy(true);
    const { status, fields } = await postJson('/api/challenges/leave', { challengeId });
    setBusy(false);
    if (status !== 200) return setError(savedProblem<ProblemKey>(status, fields, problems, ['form', 'challengeId']).form ?? 'server');
    refresh();
  }

  if (!asking)
    return (
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {t.button}
      </Button>
    );
  return (
    <div className="space-y-3" role="group" aria-label={t.button}>
      <p>{t.question}</p>
      {error ? <Alert tone="danger">{problems[error]}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={busy} onClick={() => void leave()}>
          {t.confirm}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}
