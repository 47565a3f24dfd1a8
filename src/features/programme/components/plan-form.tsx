'use client';

import { useState, type FormEvent } from 'react';
import type { Messages } from '@/i18n/messages';
import { browserTimeZone, postJson } from '@/lib/client/post-json';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { TRIGGERS, type Trigger } from '@/features/survey/instruments';
import { CheckboxList, RadioList } from '@/features/survey/components/choices';
import { addDays, MAX_DAYS_AHEAD, NRT_PLANS, STRATEGIES, SUGGESTED, type NrtPlan, type Strategy } from '../plan';
import { localDay } from '../progress';
import { useRefresh } from './refresh';

type Strings = Messages['programme']['plan'];

export interface PlanValues {
  quitDate: string;
  triggers: Trigger[];
  strategies: Strategy[];
  nrt: NrtPlan;
}

/** The local calendar day of this browser ("2026-11-23"). */
const today = () => localDay(new Date(), browserTimeZone());

/**
 * The quit plan: quit date (locked once the quit has begun), triggers, strategies suggested for
 * them, nicotine replacement. Errors are shown by their field; nothing typed is lost.
 */
export function PlanForm({ strings, triggerLabels, initial, lockedDate }: { strings: Strings; triggerLabels: Record<Trigger, string>; initial: PlanValues; lockedDate?: string }) {
  const refresh = useRefresh();
  const [values, setValues] = useState<PlanValues>(initial);
  const [error, setError] = useState<{ field: 'quitDate' | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const suggested = STRATEGIES.filter((s) => (values.triggers.length ? values.triggers : (['other'] as Trigger[])).some((t) => SUGGESTED[t].includes(s)) || values.strategies.includes(s));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!values.quitDate) return setError({ field: 'quitDate', message: strings.errors.invalidDate });
    setBusy(true);
    const { status, fields } = await postJson('/api/programme/plan', { ...values, timeZone: browserTimeZone() });
    setBusy(false);
    if (status === 200) {
      setError(null);
      setSaved(true);
      refresh();
    } else if (status === 400 && fields?.quitDate) {
      const key = fields.quitDate as keyof Strings['errors'];
      setError({ field: 'quitDate', message: strings.errors[key] ?? strings.errors.invalidDate });
    } else {
      setError({ field: 'form', message: status === 0 ? strings.errors.network : strings.errors.server });
    }
  }

  const min = today();
  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <Field
        className="max-w-md"
        label={strings.quitDate}
        hint={lockedDate ? fill(strings.quitDateLocked, { date: lockedDate }) : strings.quitDateHint}
        name="quitDate"
        type="date"
        required
        disabled={Boolean(lockedDate)}
        min={lockedDate ? undefined : min}
        max={lockedDate ? undefined : addDays(min, MAX_DAYS_AHEAD)}
        value={values.quitDate}
        error={error?.field === 'quitDate' ? error.message : undefined}
        onChange={(event) => setValues({ ...values, quitDate: event.target.value })}
      />

      <fieldset>
        <legend className="font-semibold">{strings.triggers}</legend>
        <p className="mt-1 mb-3 text-sm text-ink-muted">{strings.triggersHint}</p>
        <CheckboxList name="triggers" values={values.triggers} onChange={(triggers) => setValues({ ...values, triggers })} options={TRIGGERS.map((t) => ({ value: t, label: triggerLabels[t] }))} />
      </fieldset>

      <fieldset>
        <legend className="font-semibold">{strings.strategies}</legend>
        <p className="mt-1 mb-3 text-sm text-ink-muted">{strings.strategiesHint}</p>
        <CheckboxList name="strategies" values={values.strategies} onChange={(strategies) => setValues({ ...values, strategies })} options={suggested.map((s) => ({ value: s, label: strings.strategy[s] }))} />
      </fieldset>

      <fieldset aria-describedby="nrt-hint">
        <legend className="font-semibold">{strings.nrt}</legend>
        <p id="nrt-hint" className="mt-1 mb-3 text-sm text-ink-muted">
          {strings.nrtHint}
        </p>
        <RadioList name="nrt" value={values.nrt} onChange={(nrt) => setValues({ ...values, nrt })} options={NRT_PLANS.map((n) => ({ value: n, label: strings.nrtOption[n] }))} />
      </fieldset>

      {error?.field === 'form' ? <Alert tone="danger">{error.message}</Alert> : null}
      {saved ? <Alert tone="success">{strings.saved}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? strings.saving : strings.save}
      </Button>
    </form>
  );
}
