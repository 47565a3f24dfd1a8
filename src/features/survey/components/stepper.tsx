'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fill } from '@/lib/fill';
import { Button } from '@/ui/button';

export interface StepperStrings {
  progress: string;
  back: string;
  next: string;
  finish: string;
  saving: string;
}


/**
 * One question per screen: progress, the question, back and next. `validate` answers the error
 * of the current step (null when it may go on); the heading of each new step takes the focus so
 * screen readers announce it.
 */
export function Stepper({
  id,
  step,
  total,
  strings,
  busy,
  onStep,
  validate,
  onFinish,
  children,
}: {
  id: string;
  step: number;
  total: number;
  strings: StepperStrings;
  busy?: boolean;
  onStep: (step: number) => void;
  validate: () => boolean;
  onFinish: () => void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    form.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }, [step, moved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]')?.focus();
      return;
    }
    setMoved(true);
    if (step + 1 < total) onStep(step + 1);
    else onFinish();
  };

  const last = step + 1 === total;
  return (
    <form ref={form} id={id} noValidate onSubmit={submit} className="mx-auto max-w-2xl">
      <div className="mb-8">
        <p className="text-sm font-semibold text-ink-muted">{fill(strings.progress, { current: step + 1, total })}</p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100" role="progressbar" aria-valuemin={1} aria-valuemax={total} aria-valuenow={step + 1} aria-label={fill(strings.progress, { current: step + 1, total })}>
          <div className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${((step + 1) / total) * 100}%` }} />
        </div>
      </div>
      {children}
      <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setMoved(true);
              onStep(step - 1);
            }}
          >
            {strings.back}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy}>
          {busy ? strings.saving : last ? strings.finish : strings.next}
        </Button>
      </div>
    </form>
  );
}
