'use client';

import { useEffect, useState } from 'react';
import type { PurchaseView } from '../offer';

export interface WaitingStrings {
  waiting: string;
  slow: string;
  reload: string;
}

/** Every 2 s at first, then less often; after two minutes the page asks to be reloaded later. */
const FIRST_DELAY = 2_000;
const MAX_DELAY = 10_000;
const GIVE_UP_AFTER = 120_000;

/**
 * Stripe's confirmation comes by webhook, a moment after the buyer is back: until then the page
 * asks for the purchase's status and loads itself again once it changed. Without JavaScript a
 * reload shows the state just as well; this only saves the reload.
 */
export function PaymentWaiting({ id, strings }: { id: string; strings: WaitingStrings }) {
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const started = Date.now();
    let delay = FIRST_DELAY;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    async function ask() {
      try {
        const response = await fetch(`/api/purchases/${encodeURIComponent(id)}`, { cache: 'no-store', credentials: 'same-origin' });
        if (response.ok && ((await response.json()) as PurchaseView).status !== 'pending') return window.location.reload();
        // A refusal (signed out elsewhere, gone) or a failing server: ask less often.
        if (!response.ok) delay *= 2;
      } catch {
        delay *= 2;
      }
      if (stopped) return;
      if (Date.now() - started >= GIVE_UP_AFTER) return setSlow(true);
      // The first half minute at the first pace, then backing off.
      if (Date.now() - started > 30_000) delay *= 1.5;
      delay = Math.min(delay, MAX_DELAY);
      timer = setTimeout(() => void ask(), delay);
    }
    timer = setTimeout(() => void ask(), delay);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);

  return (
    <div className="space-y-4">
      <div role="status" aria-live="polite" className="rounded-[var(--radius-control)] bg-info-50 p-4 font-medium text-info-700">
        {slow ? (
          <p>{strings.slow}</p>
        ) : (
          <p className="flex items-center gap-3">
            <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-2 border-info-700 border-t-transparent motion-reduce:animate-none" />
            <span>{strings.waiting}</span>
          </p>
        )}
      </div>
      {slow ? (
        <button type="button" className="min-h-11 font-semibold text-brand-800 underline underline-offset-4" onClick={() => window.location.reload()}>
          {strings.reload}
        </button>
      ) : null}
    </div>
  );
}
