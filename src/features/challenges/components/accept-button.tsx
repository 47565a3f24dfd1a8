'use client';

import { useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';

export interface AcceptStrings {
  accept: string;
  accepting: string;
  accepted: string;
  toProgramme: string;
  failed: string;
  offline: string;
  /** The explanation of each refusal the server may answer with (`challenges.refusals`). */
  refusals: Record<string, string>;
}

/** Joins the challenge with one click; the answer, or the reason it could not be, is shown in place. */
export function AcceptButton({ invitationId, programmePath, strings }: { invitationId: string; programmePath: string; strings: AcceptStrings }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'accepted' } | { kind: 'refused'; message: string }>({ kind: 'idle' });

  async function accept() {
    setState({ kind: 'busy' });
    const { status, data } = await postJson<{ reason?: string }>('/api/challenges/accept', { id: invitationId });
    if (status === 200) return setState({ kind: 'accepted' });
    const reason = data?.reason;
    setState({ kind: 'refused', message: reason && reason in strings.refusals ? strings.refusals[reason]! : status === 0 ? strings.offline : strings.failed });
  }

  if (state.kind === 'accepted')
    return (
      <div className="space-y-4">
        <Alert tone="success">{strings.accepted}</Alert>
        <a href={programmePath} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {strings.toProgramme}
        </a>
      </div>
    );
  return (
    <div className="space-y-4">
      {state.kind === 'refused' ? <Alert tone="danger">{state.message}</Alert> : null}
      <Button size="lg" disabled={state.kind === 'busy'} onClick={() => void accept()}>
        {state.kind === 'busy' ? strings.accepting : strings.accept}
      </Button>
    </div>
  );
}
