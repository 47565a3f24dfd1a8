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

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" disabled={busy !== null} onClick={() => void finish('complete')}>
          {busy === 'complete' ? strings.working : strings.complete}
        </Button>
        <Button size="lg" variant="secondary" disabled={busy !== null} onClick={() => void finish('decline')}>
          {busy === 'decline' ? strings.working : strings.decline}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
