'use client';

import { useState, type ReactElement, type ReactNode } from 'react';
import type { Trigger } from '@/features/survey/instruments';
import type { Messages } from '@/i18n/messages';
import { Dialog } from '@/ui/dialog';
import { SosFlow } from './sos-flow';

export type SosStrings = Messages['programme']['sos'];

interface SosProps {
  strings: SosStrings;
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
          className="fixed right-4 bottom-4 z-[var(--z-sticky,40)] -translate-y-[min(var(--consent-inset,0px),calc(100dvh_-_6rem))] transition-transform motion-reduce:transition-none inline-flex min-h-13 items-center gap-2 rounded-full bg-danger-600 px-5 text-base font-bold text-white shadow-lg hover:bg-danger-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-700 sm:right-6 sm:bottom-6"
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
