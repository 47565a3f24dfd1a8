'use client';

import { useEffect, useRef, useState } from 'react';
import { fill } from '@/lib/fill';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import type { SosStrings as Strings } from './sos';

/** One breath: four seconds in, six out (slow breathing, six breaths a minute). */
const IN_MS = 4000;
const OUT_MS = 6000;
const BREATHS = 6;
const TOTAL_MS = BREATHS * (IN_MS + OUT_MS);

/** A minute of slow breathing with a circle that grows and shrinks, and the time left. */
export function Breathing({ strings, onDone }: { strings: Strings; onDone: () => void }) {
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
