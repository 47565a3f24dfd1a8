'use client';

import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { TRIGGERS, type Trigger } from '@/features/survey/instruments';
import { Question, RadioList, Ruler } from '@/features/survey/components/choices';
import type { Messages } from '@/i18n/messages';
import { browserTimeZone } from '@/lib/client/post-json';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Dialog } from '@/ui/dialog';
import { sendCraving } from '../craving-queue';
import { useRefresh } from './refresh';

type Strings = Messages['programme']['sos'];
type Outcome = 'passed' | 'still' | 'smoked';
type Stage = 'rate' | 'breathe' | 'check' | 'done';

/** One breath: four seconds in, six out (slow breathing, six breaths a minute). */
const IN_MS = 4000;
const OUT_MS = 6000;
const BREATHS = 6;
const TOTAL_MS = BREATHS * (IN_MS + OUT_MS);

interface SosProps {
  strings: Strings;
  triggerLabels: Record<Trigger, string>;
  reasons: string[];
  /** Another button to open it with (the site header's); the floating button otherwise. */
  trigger?: ReactElement;
  defaultOpen?: boolean;
  /** Shown below the steps: where to talk to someone. */
  help?: ReactNode;
  /** Where "record the cigarette" leads: the programme's slip form. */
  slipHref?: string;
  /** Said under the last step when the craving waits on this device to be sent (offline). */
  queuedNote?: string;
}

/**
 * The cravings SOS, one tap away on every programme screen: rate the urge, breathe with the
 * circle for a minute (no movement when reduced motion is asked for), see one's own reasons and a
 * few ideas, rate the urge again and log the craving.
 */
export function Sos({ strings, triggerLabels, reasons, trigger, defaultOpen = false, help, slipHref = '#slip', queuedNote }: SosProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSession((n) => n + 1);
      }}
      closeLabel={strings.close}
      title={strings.title}
      trigger={
        trigger ?? <button
          type="button"
          aria-label={strings.openLabel}
          className="fixed right-4 bottom-4 z-[var(--z-sticky,40)] inline-flex min-h-13 items-center gap-2 rounded-full bg-danger-600 px-5 text-base font-bold text-white shadow-lg hover:bg-danger-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-700 sm:right-6 sm:bottom-6"
          data-testid="sos-open"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 12h4l2-5 4 10 2-5h6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {strings.open}
        </button>
      }
    >
      {/* A new run of the SOS each time it opens. */}
      <SosFlow key={session} strings={strings} triggerLabels={triggerLabels} reasons={reasons} slipHref={slipHref} queuedNote={queuedNote} onClose={() => setOpen(false)} />
      {help}
    </Dialog>
  );
}

function SosFlow({ strings, triggerLabels, reasons, slipHref, queuedNote, onClose }: { strings: Strings; triggerLabels: Record<Trigger, string>; reasons: string[]; slipHref: string; queuedNote?: string; onClose: () => void }) {
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

/** A minute of slow breathing with a circle that grows and shrinks, and the time left. */
function Breathing({ strings, onDone }: { strings: Strings; onDone: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const [paused, setPaused] = useState(false);
  const startedAt = useRef(0);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (paused) return;
    startedAt.current = performance.now() - elapsed;
    const timer = window.setInterval(() => {
      const now = performance.now() - startedAt.current;
      if (now >= TOTAL_MS) {
        window.clearInterval(timer);
        doneRef.current();
      } else setElapsed(now);
    }, 200);
    return () => window.clearInterval(timer);
    // Restarted only when pausing or resuming; `elapsed` is read when it resumes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);

  const inCycle = elapsed % (IN_MS + OUT_MS);
  const breathingIn = inCycle < IN_MS;
  const left = Math.ceil((TOTAL_MS - elapsed) / 1000);
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;

  return (
    <div className="text-center">
      <h3 className="text-lg font-semibold focus:outline-none" tabIndex={-1}>
        {strings.breatheTitle}
      </h3>
      <div className="mx-auto mt-4 flex size-48 items-center justify-center" aria-hidden="true">
        <div
          className={cn(
            'size-48 rounded-full bg-brand-200/70 ring-8 ring-brand-100',
            'motion-safe:transition-transform motion-safe:ease-in-out',
            breathingIn ? 'motion-safe:scale-100 motion-safe:duration-[4000ms]' : 'motion-safe:scale-50 motion-safe:duration-[6000ms]',
            paused && 'motion-safe:transition-none',
          )}
          data-phase={breathingIn ? 'in' : 'out'}
        />
      </div>
      <p className="mt-4 text-xl font-semibold text-brand-900" aria-live="polite" data-testid="sos-phase">
        {breathingIn ? strings.breatheIn : strings.breatheOut}
      </p>
      <p className="mt-1 text-ink-muted" role="timer" aria-live="off">
        {fill(strings.timeLeft, { time })}
      </p>
      <div className="mx-auto mt-3 h-2 max-w-xs overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
        <div className="h-full bg-brand-700" style={{ width: `${(elapsed / TOTAL_MS) * 100}%` }} />
      </div>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => setPaused((p) => !p)}>
          {paused ? strings.resume : strings.pause}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {strings.finishEarly}
        </Button>
      </div>
    </div>
  );
}
