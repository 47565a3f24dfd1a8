'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { Messages } from '@/i18n/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/field';
import { TRIGGERS, type Trigger } from '@/features/survey/instruments';
import { CheckboxList, RadioList } from '@/features/survey/components/choices';
import { addDays, MAX_DAYS_AHEAD, NRT_PLANS, STRATEGIES, SUGGESTED, type NrtPlan, type Strategy } from '../plan';

type Strings = Messages['programme']['plan'];

export interface PlanValues {
  quitDate: string;
  triggers: Trigger[];
  strategies: Strategy[];
  nrt: NrtPlan;
}

/** The local calendar day of this browser ("2026-11-23"). */
const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * The quit plan: quit date (locked once the quit has begun), triggers, strategies suggested for
 * them, nicotine replacement. Errors are shown by their field; nothing typed is lost.
 */
export function PlanForm({ strings, triggerLabels, initial, lockedDate }: { strings: Strings; triggerLabels: Record<Trigger, string>; initial: PlanValues; lockedDate?: string }) {
  const router = useRouter();
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
    try {
      const response = await fetch('/api/programme/plan', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
      });
      const body = (await response.json().catch(() => null)) as { fields?: Record<string, string> } | null;
      if (response.ok) {
        setError(null);
        setSaved(true);
        router.refresh();
      } else if (response.status === 400 && body?.fields?.quitDate) {
        const key = body.fields.quitDate as keyof Strings['errors'];
        setError({ field: 'quitDate', message: strings.errors[key] ?? strings.errors.invalidDate });
      } else {
        setError({ field: 'form', message: strings.errors.server });
      }
    } catch {
      setError({ field: 'form', message: strings.errors.network });
    } finally {
      setBusy(false);
    }
  }

  const min = today();
  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <div className="space-y-1.5">
        <label htmlFor="quit-date" className="block font-semibold">
          {strings.quitDate}
        </label>
        {lockedDate ? (
          <p id="quit-date-hint" className="text-sm text-ink-muted">
            {strings.quitDateLocked.replace('{date}', lockedDate)}
          </p>
        ) : (
          <p id="quit-date-hint" className="text-sm text-ink-muted">
            {strings.quitDateHint}
          </p>
        )}
        <input
          id="quit-date"
          type="date"
          required
          disabled={Boolean(lockedDate)}
          min={lockedDate ? undefined : min}
          max={lockedDate ? undefined : addDays(min, MAX_DAYS_AHEAD)}
          value={values.quitDate}
          aria-invalid={error?.field === 'quitDate' ? true : undefined}
          aria-describedby={['quit-date-hint', error?.field === 'quitDate' ? 'quit-date-error' : ''].filter(Boolean).join(' ')}
          className={`${inputClasses} max-w-xs`}
          onChange={(event) => setValues({ ...values, quitDate: event.target.value })}
        />
        {error?.field === 'quitDate' ? (
          <p id="quit-date-error" role="alert" className="text-sm font-medium text-danger-700">
            {error.message}
          </p>
        ) : null}
      </div>

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
