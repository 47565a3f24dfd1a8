'use client';

import { useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import { Button } from '@/ui/button';

export interface TestCheckoutStrings {
  complete: string;
  decline: string;
  working: string;
  /** The explanation of each refusal and failure (`purchases.errors`). */
  errors: Record<'notFound' | 'signedOut' | 'network' | 'server', string>;
}

/**
 * The test provider's two answers (PAYMENTS=test): the payment completed or declined. The page is
 * then loaded again, and shows the purchase as it now stands.
 */
export function TestCheckout({ id, strings }: { id: string; strings: TestCheckoutStrings }) {
  const [busy, setBusy] = useState<'complete' | 'decline' | null>(null);
  const [error, setError] = useState<string>();

  async function finish(outcome: 'complete' | 'decline') {
    setBusy(outcome);
    setError(undefined);
    const { status, data } = await postJson<{ reason?: string }>('/api/purchases/test-checkout', { id, outcome });
    if (status === 200) return window.location.reload();
    setBusy(null);
    const reason = data?.reason;
    setError(reason === 'notFound' ? strings.errors.notFound : status === 401 ? strings.errors.signedOut : status === 0 ? strings.errors.network : strings.errors.server);
  }

  // A form, so that a press before the page has started is held and sent once it has
  // (EarlySubmitGuard on the checkout page), with the button pressed.
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The button pressed names the answer; a submit without one (Enter cannot press either
        // here, but an old browser may lose it) does nothing rather than guess.
        const outcome = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
        if (outcome === 'complete' || outcome === 'decline') void finish(outcome);
      }}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" name="outcome" value="complete" size="lg" disabled={busy !== null}>
          {busy === 'complete' ? strings.working : strings.complete}
        </Button>
        <Button type="submit" name="outcome" value="decline" size="lg" variant="secondary" disabled={busy !== null}>
          {busy === 'decline' ? strings.working : strings.decline}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
