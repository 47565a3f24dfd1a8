'use client';

import { useEffect, useState } from 'react';
import { useSignedIn } from '@/features/auth/client/session';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { readinessOf, type MtssLevel } from '../instruments';

interface Kept {
  id: string;
  mtss: MtssLevel;
  importance: number;
  confidence: number;
  completedAt: string;
}

/**
 * A signed-in person's earlier surveys, newest first, so change over time shows. The page is
 * the same for everyone (prerendered): the list is asked for in the browser.
 */
export function SurveyHistory({ strings, locale, refresh }: { strings: Messages['survey']; locale: string; refresh: number }) {
  const signedIn = useSignedIn();
  const [surveys, setSurveys] = useState<Kept[]>([]);
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    fetch('/api/programme/survey', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ surveys: Kept[] }>) : { surveys: [] }))
      .then((data) => {
        if (!cancelled) setSurveys(data.surveys ?? []);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, refresh]);
  if (!signedIn || surveys.length === 0) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="survey-history-title" className="mx-auto mt-12 max-w-2xl rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h2 id="survey-history-title" className="text-lg font-semibold">
        {strings.history.title}
      </h2>
      <ol className="mt-3 space-y-2">
        {surveys.map((s) => (
          <li key={s.id} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-semibold">{date.format(new Date(s.completedAt))}</span>
            <span>
              {strings.result.stage[readinessOf(s.mtss)].title} · {fill(strings.history.scores, { importance: s.importance, confidence: s.confidence })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
