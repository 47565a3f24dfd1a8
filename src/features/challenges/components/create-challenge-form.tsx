'use client';

import { useState, type FormEvent } from 'react';
import { addDays } from '@/features/programme/plan';
import { useSave } from '@/features/programme/components/use-save';
import { Question, RadioList } from '@/features/survey/components/choices';
import { fill } from '@/lib/fill';
import { browserTimeZone, postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { CHALLENGE_DAYS, MAX_START_AHEAD, MESSAGE_MAX, startDateProblem } from '../rules';
import { problemsOf, type ChallengeStrings, type ProblemKey } from './strings';
import { isCalendarDay } from '@/lib/calendar-day';

interface Values {
  kind?: 'together' | 'smokeFree';
  days?: (typeof CHALLENGE_DAYS)[number];
  startDate: string;
  message: string;
}

/** Starts a challenge: quit together from a date, or keep smoke-free for 7, 21 or 30 days. */
export function CreateChallengeForm({ strings, today, proposedDate }: { strings: ChallengeStrings; today: string; proposedDate: string | null }) {
  const t = strings.panel.create;
  const start = proposedDate && !startDateProblem(proposedDate, today) ? proposedDate : today;
  const [values, setValues] = useState<Values>({ startDate: start, message: '' });
  // One id for everything this form sends: pressed twice, or sent again after the page failed to
  // reload, it still starts one challenge. The form is mounted afresh once a challenge is started.
  const [requestId] = useState(() => crypto.randomUUID());
  const { errors, busy, save, message: err } = useSave<ProblemKey>(problemsOf(strings), ['form', 'timeZone']);

  function check(): Partial<Record<string, ProblemKey>> {
    const found: Partial<Record<string, ProblemKey>> = {};
    if (!values.kind) found.kind = 'invalid';
    if (values.kind === 'smokeFree' && !values.days) found.days = 'invalid';
    if (!isCalendarDay(values.startDate)) found.startDate = 'invalidDate';
    else found.startDate = startDateProblem(values.startDate, today) ?? undefined;
    if (values.message.trim().length > MESSAGE_MAX) found.message = 'tooLong';
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(check(), () =>
      postJson('/api/challenges', {
        kind: values.kind,
        ...(values.kind === 'smokeFree' ? { days: values.days } : {}),
        startDate: values.startDate,
        timeZone: browserTimeZone(),
        message: values.message.trim() || undefined,
        requestId,
      }),
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6" data-testid="create-challenge">
      <Question id="challenge-kind" title={t.kind} error={err('kind')} level={3}>
        <RadioList
          name="challengeKind"
          value={values.kind}
          onChange={(kind) => setValues({ ...values, kind })}
          options={[
            { value: 'together', label: t.together },
            { value: 'smokeFree', label: t.smokeFree },
          ]}
        />
      </Question>
      {values.kind === 'smokeFree' ? (
        <Question id="challenge-days" title={t.days} error={err('days')} level={3}>
          <RadioList name="challengeDays" value={values.days} onChange={(days) => setValues({ ...values, days })} options={CHALLENGE_DAYS.map((days) => ({ value: days, label: fill(t.daysOption, { days }) }))} />
        </Question>
      ) : null}
      <Field
        className="max-w-xs"
        label={t.startDate}
        hint={t.startDateHint}
        name="startDate"
        type="date"
        min={today}
        max={addDays(today, MAX_START_AHEAD)}
        value={values.startDate}
        error={err('startDate')}
        onChange={(event) => setValues({ ...values, startDate: event.target.value })}
      />
      <div className="space-y-1.5">
        <label htmlFor="challenge-message" className="block text-sm font-semibold">
          {t.message}
        </label>
        <p id="challenge-message-hint" className="text-sm text-ink-muted">
          {fill(t.messageHint, { max: MESSAGE_MAX })}
        </p>
        <textarea
          id="challenge-message"
          name="message"
          rows={3}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'challenge-message-hint challenge-message-error' : 'challenge-message-hint'}
          className={`${inputClasses} py-2`}
          onChange={(event) => setValues({ ...values, message: event.target.value })}
        />
        {errors.message ? (
          <p id="challenge-message-error" className="text-sm font-medium text-danger-700">
            {err('message')}
          </p>
        ) : null}
      </div>
      {errors.form ? <Alert tone="danger">{err('form')}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t.saving : t.submit}
      </Button>
    </form>
  );
}
