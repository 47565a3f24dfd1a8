'use client';

import { useEffect, useRef, useState } from 'react';
import { TRIGGERS, type Trigger } from '@/features/survey/instruments';
import { Question, RadioList, Ruler } from '@/features/survey/components/choices';
import { browserTimeZone } from '@/lib/client/post-json';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { sendCraving } from '../craving-queue';
import { useRefresh } from './refresh';
import { Breathing } from './sos-breathing';
import type { SosStrings as Strings } from './sos';

type Outcome = 'passed' | 'still' | 'smoked';
type Stage = 'rate' | 'breathe' | 'check' | 'done';

export function SosFlow({ strings, triggerLabels, reasons, slipHref, queuedNote, onClose }: { strings: Strings; triggerLabels: Record<Trigger, string>; reasons: string[]; slipHref: string; queuedNote?: string; onClose: () => void }) {
  const refresh = useRefresh();
  const [id] = useState(() => crypto.randomUUID());
  const [stage, setStage] = useState<Stage>('rate');
  const [before, setBefore] = useState<number>();
  const [after, setAfter] = useState<number>();
  const [trigger, setTrigger] = useState<Trigger>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [breathed, setBreathed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // Each new stage starts at the top of the dialog, its first heading focused (and announced).
  useEffect(() => {
    if (stage === 'rate') return;
    root.current?.closest('[role="dialog"]')?.scrollTo({ top: 0 });
    root.current?.querySelector<HTMLElement>('h3, [data-stage-title]')?.focus({ preventScroll: true });
  }, [stage]);

  function next(withBreathing: boolean) {
    const found: Record<string, string> = {};
    if (before === undefined) found.before = strings.errors.required;
    if (!trigger) found.trigger = strings.errors.required;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBreathed(withBreathing);
    setStage(withBreathing ? 'breathe' : 'check');
  }

  async function save() {
    const found: Record<string, string> = {};
    if (breathed && after === undefined) found.after = strings.errors.required;
    if (!outcome) found.outcome = strings.errors.required;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    // Without a network the craving is kept on this device and sent once it is back.
    const { status, queued: kept } = await sendCraving({
      id,
      trigger,
      strengthBefore: before,
      strengthAfter: breathed ? after : null,
      passed: outcome === 'passed',
      withSos: breathed,
      timeZone: browserTimeZone(),
    });
    setBusy(false);
    if (status === 200) {
      setQueued(kept);
      setStage('done');
      refresh();
    } else setErrors({ form: status === 0 ? strings.errors.network : strings.errors.server });
  }

  const ideas = (
    <section aria-labelledby="sos-ideas" className="mt-6">
      <h3 id="sos-ideas" className="font-semibold">
        {strings.ideasTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
        {Object.values(strings.ideas).map((idea) => (
          <li key={idea}>{idea}</li>
        ))}
      </ul>
    </section>
  );
  const reasonsList = reasons.length ? (
    <section aria-labelledby="sos-reasons" className="mt-6 rounded-[var(--radius-control)] bg-brand-50 p-4">
      <h3 id="sos-reasons" className="font-semibold text-brand-900">
        {strings.reasonsTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  ) : null;

  if (stage === 'rate')
    return (
      <div ref={root} className="space-y-6">
        <p className="text-ink-muted">{strings.intro}</p>
        <Question id="sos-before" title={strings.rateTitle} error={errors.before} level={3}>
          <Ruler name="sos-before" value={before} onChange={setBefore} low={strings.low} high={strings.high} />
        </Question>
        <Question id="sos-trigger" title={strings.triggerTitle} error={errors.trigger} level={3}>
          <div className="grid gap-2 sm:grid-cols-2 [&>div]:contents">
            <RadioList name="sos-trigger" value={trigger} onChange={setTrigger} options={TRIGGERS.map((value) => ({ value, label: triggerLabels[value] }))} />
          </div>
        </Question>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => next(true)}>
            {strings.startBreathing}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => next(false)}>
            {strings.skipToLog}
          </Button>
        </div>
      </div>
    );

  if (stage === 'breathe')
    return (
      <div ref={root}>
        <Breathing strings={strings} onDone={() => setStage('check')} />
        {reasonsList}
        {ideas}
      </div>
    );

  if (stage === 'check')
    return (
      <div ref={root} className="space-y-6">
        {breathed ? (
          <Question id="sos-after" title={strings.checkTitle} error={errors.after} level={3}>
            <Ruler name="sos-after" value={after} onChange={setAfter} low={strings.low} high={strings.high} />
          </Question>
        ) : null}
        <Question id="sos-outcome" title={strings.outcomeTitle} error={errors.outcome} level={3}>
          <RadioList
            name="sos-outcome"
            value={outcome}
            onChange={setOutcome}
            options={(['passed', 'still', 'smoked'] as const).map((value) => ({ value, label: strings.outcomes[value] }))}
          />
        </Question>
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        <Button size="lg" onClick={save} disabled={busy}>
          {busy ? strings.saving : strings.save}
        </Button>
      </div>
    );

  return (
    <div ref={root} role="status">
      <p className="text-2xl font-bold focus:outline-none" tabIndex={-1} data-stage-title>
        {strings.doneTitle}
      </p>
      <p className="mt-2">{outcome === 'passed' ? strings.donePassed : outcome === 'still' ? strings.doneStill : strings.doneSmoked}</p>
      {breathed && before !== undefined && after !== undefined ? <p className="mt-2 font-semibold text-brand-800">{fill(strings.change, { before, after })}</p> : null}
      {queued && queuedNote ? <p className="mt-2 text-ink-muted" data-testid="sos-queued">{queuedNote}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {outcome === 'smoked' ? (
          <a
            href={slipHref}
            className={buttonClasses('primary', 'lg')}
            onClick={() => {
              onClose();
              const details = document.getElementById('slip');
              if (details instanceof HTMLDetailsElement) details.open = true;
            }}
          >
            {strings.recordSlip}
          </a>
        ) : (
          <Button size="lg" variant="secondary" onClick={() => setStage('breathe')}>
            {strings.again}
          </Button>
        )}
        <Button size="lg" variant="ghost" onClick={onClose}>
          {strings.close}
        </Button>
      </div>
      {outcome !== 'passed' ? ideas : null}
    </div>
  );
}
