'use client';

import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { authRequest } from '../../client/auth-request';
import { type AccountStrings, commonError, useAction } from './section';

export function OtherSessions({ strings }: { strings: AccountStrings }) {
  const { busy, status, run } = useAction();
  return (
    <div className="space-y-4">
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const answer = await authRequest('/revoke-other-sessions', {});
            return answer.ok ? { tone: 'success', text: strings.sessions.done } : { tone: 'danger', text: commonError(answer, strings) };
          })
        }
      >
        {strings.sessions.submit}
      </Button>
      <div aria-live="polite">{status ? <Alert tone={status.tone}>{status.text}</Alert> : null}</div>
    </div>
  );
}
