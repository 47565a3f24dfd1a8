'use client';

import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import type { ChallengeView } from '../view';
import { ChallengeCard } from './challenge-card';
import { CreateChallengeForm } from './create-challenge-form';
import type { ChallengeStrings } from './strings';

/**
 * "Quit together" on the programme page: the person's challenges with their partners, and a new
 * one to start. Its data comes with the programme's (GET /api/programme/dashboard).
 */
export function ChallengesPanel({ challenges, strings, locale, name, today, quitDate }: { challenges: ChallengeView[]; strings: ChallengeStrings; locale: Locale; name: string; today: string; quitDate: string | null }) {
  const t = strings.panel;
  return (
    <section aria-labelledby="challenges-title" className="mt-10" id="together">
      <h2 id="challenges-title" className="text-2xl font-bold tracking-tight">
        {t.title}
      </h2>
      <p className="mt-1 max-w-3xl text-ink-muted">{t.lead}</p>
      <div className="mt-6 space-y-6">
        {challenges.map((challenge) => (
          <ChallengeCard key={challenge.id} challenge={challenge} strings={strings} locale={locale} name={name} />
        ))}
        {/* Mounted afresh (closed, empty) when a challenge has been started. */}
        <details key={challenges.length} className="rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6" open={challenges.length === 0 || undefined}>
          <summary className="cursor-pointer text-lg font-semibold">{t.create.title}</summary>
          <div className="mt-6">
            <CreateChallengeForm strings={strings} today={today} proposedDate={quitDate} />
          </div>
        </details>
      </div>
    </section>
  );
}

/** For someone in a challenge without a quit plan: the plan form below proposes the challenge's date. */
export function ChallengePlanHint({ strings, date }: { strings: ChallengeStrings; date: string }) {
  return (
    <div className="mb-6">
      <Alert tone="info">{fill(strings.panel.noPlan, { date })}</Alert>
    </div>
  );
}
