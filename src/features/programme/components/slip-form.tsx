'use client';

import { useState, type FormEvent } from 'react';
import { TRIGGERS, type Trigger } from '@/features/survey/instruments';
import { Question, RadioList } from '@/features/survey/components/choices';
import type { Messages } from '@/i18n/messages';
import { wholeNumberProblem } from '@/lib/client/form-errors';
import { browserTimeZone, postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { useSave } from './use-save';

type Strings = Messages['programme']['slip'];
type ErrorKey = keyof Strings['errors'];

/** "2026-11-23T14:05" on the browser's clock, the value a datetime-local input takes. */
function localInputValue(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * Records a slip with its time (now unless changed), how many cigarettes and what set it off.
 * The quit attempt goes on; what was typed stays when something is wrong.
 */
export function SlipForm({ strings, triggerLabels }: { strings: Strings; triggerLabels: Record<Trigger, string> }) {
  const [id, setId] = useState(() => crypto.randomUUID());
  const [when, setWhen] = useState(() => localInputValue(new Date()));
  const [cigarettes, setCigarettes] = useState('1');
  const [trigger, setTrigger] = useState<Trigger>();
  const [note, setNote] = useState('');
  const { errors, busy, saved, save, message: err } = useSave(strings.errors, ['_']);

  function check(): Partial<Record<string, ErrorKey>> {
    const found: Partial<Record<string, ErrorKey>> = {};
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) found.occurredAt = 'invalidDate';
    else if (at.getTime() > Date.now() + 60_000) found.occurredAt = 'future';
    found.cigarettes = wholeNumberProblem(cigarettes, 1, 60);
    if (!trigger) found.trigger = 'required';
    if (note.length > 500) found.note = 'tooLong';
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(
      check(),
      () => postJson('/api/programme/slip', { id, occurredAt: new Date(when).toISOString(), cigarettes: Number(cigarettes), trigger, note: note.trim() || undefined, timeZone: browserTimeZone() }),
      () => {
        // The next slip is a new record.
        setId(crypto.randomUUID());
        setNote('');
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={strings.when} name="occurredAt" type="datetime-local" value={when} max={localInputValue(new Date())} error={err('occurredAt')} onChange={(e) => setWhen(e.target.value)} />
        <Field label={strings.cigarettes} name="cigarettes" type="text" inputMode="numeric" value={cigarettes} error={err('cigarettes')} onChange={(e) => setCigarettes(e.target.value)} />
      </div>
      <Question id="slip-trigger" title={strings.trigger} error={err('trigger')} level={3}>
        <div className="grid gap-2 sm:grid-cols-2 [&>div]:contents">
          <RadioList name="slip-trigger" value={trigger} onChange={setTrigger} options={TRIGGERS.map((value) => ({ value, label: triggerLabels[value] }))} />
        </div>
      </Question>
      <div className="space-y-1.5">
        <label htmlFor="slip-note" className="block text-sm font-semibold">
          {strings.note}
        </label>
        <textarea id="slip-note" rows={2} maxLength={600} value={note} aria-invalid={errors.note ? true : undefined} className={`${inputClasses} py-2`} onChange={(e) => setNote(e.target.value)} />
        {errors.note ? <p className="text-sm font-medium text-danger-700">{err('note')}</p> : null}
      </div>
      {errors.form ? <Alert tone="danger">{err('form')}</Alert> : null}
      {saved ? <Alert tone="success">{strings.saved}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? strings.saving : strings.save}
      </Button>
    </form>
  );
}
