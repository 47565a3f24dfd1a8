'use client';

import { useState, type FormEvent } from 'react';
import type { Messages } from '@/i18n/messages';
import { wholeNumberProblem } from '@/lib/client/form-errors';
import { browserTimeZone, postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { Question, RadioList, Ruler } from '@/features/survey/components/choices';
import { MOODS } from '../check-in';
import { useSave } from './use-save';

type Strings = Messages['programme']['checkIn'];
type ErrorKey = keyof Strings['errors'];

export interface CheckInValues {
  smokeFree?: boolean;
  cravings: string;
  cravingStrength?: number;
  mood?: number;
  note: string;
}

/** Today's check-in (or a change to it): every answer checked here and on the server. */
export function CheckInForm({ strings, day, initial }: { strings: Strings; day: string; initial: CheckInValues }) {
  const [values, setValues] = useState<CheckInValues>(initial);
  const { errors, busy, saved, save, message: err } = useSave(strings.errors, ['day', '_']);

  function check(): Partial<Record<string, ErrorKey>> {
    const found: Partial<Record<string, ErrorKey>> = {};
    if (values.smokeFree === undefined) found.smokeFree = 'required';
    found.cravings = wholeNumberProblem(values.cravings, 0, 100);
    if (values.cravingStrength === undefined) found.cravingStrength = 'required';
    if (values.mood === undefined) found.mood = 'required';
    if (values.note.length > 500) found.note = 'tooLong';
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(check(), () =>
      postJson('/api/programme/check-in', {
        day,
        timeZone: browserTimeZone(),
        smokeFree: values.smokeFree,
        cravings: Number(values.cravings),
        cravingStrength: values.cravingStrength,
        mood: values.mood,
        note: values.note.trim() || undefined,
      }),
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <Question id="check-in-smoke-free" title={strings.smokeFree} error={err('smokeFree')} level={3}>
        <RadioList
          name="smokeFree"
          value={values.smokeFree === undefined ? undefined : values.smokeFree ? 'yes' : 'no'}
          onChange={(v) => setValues({ ...values, smokeFree: v === 'yes' })}
          options={[
            { value: 'yes', label: strings.yes },
            { value: 'no', label: strings.no },
          ]}
        />
        {values.smokeFree === false ? <p className="mt-3 text-ink-muted">{strings.slipNote}</p> : null}
      </Question>
      <Field
        className="max-w-xs"
        labelSize="lg"
        label={strings.cravings}
        name="cravings"
        type="text"
        inputMode="numeric"
        value={values.cravings}
        error={err('cravings')}
        onChange={(event) => setValues({ ...values, cravings: event.target.value })}
      />
      <Question id="check-in-strength" title={strings.strength} error={err('cravingStrength')} level={3}>
        <Ruler name="cravingStrength" value={values.cravingStrength} onChange={(cravingStrength) => setValues({ ...values, cravingStrength })} low={strings.strengthLow} high={strings.strengthHigh} />
      </Question>
      <Question id="check-in-mood" title={strings.mood} error={err('mood')} level={3}>
        <RadioList name="mood" value={values.mood} onChange={(mood) => setValues({ ...values, mood })} options={MOODS.map((m) => ({ value: m, label: strings.moods[String(m) as keyof Strings['moods']] }))} />
      </Question>
      <div className="space-y-1.5">
        <label htmlFor="check-in-note" className="block text-lg font-semibold">
          {strings.note}
        </label>
        <textarea
          id="check-in-note"
          rows={3}
          maxLength={600}
          value={values.note}
          aria-invalid={errors.note ? true : undefined}
          className={`${inputClasses} py-2`}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
        {errors.note ? <p className="text-sm font-medium text-danger-700">{err('note')}</p> : null}
      </div>
      {errors.form ? <Alert tone="danger">{err('form')}</Alert> : null}
      {saved ? <Alert tone="success">{strings.saved}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? strings.saving : strings.save}
      </Button>
    </form>
  );
}
