'use client';

import { useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useRefresh } from './refresh';

type Strings = Messages['programme']['restart'];

/** "Start again with a new quit date", asked once more before the running attempt ends. */
export function RestartButton({ strings }: { strings: Strings }) {
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function restart() {
    setBusy(true);
    setFailed(false);
    if ((await postJson('/api/programme/restart', {})).status === 200) {
      // The attempt has ended: the page shows the new state, or says it could not be loaded.
      await refresh();
      setAsking(false);
    } else setFailed(true);
    setBusy(false);
  }

  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h2 className="text-lg font-semibold">{strings.title}</h2>
      <p className="mt-2 text-ink-muted">{strings.body}</p>
      {asking ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="primary" disabled={busy} onClick={() => void restart()}>
            {strings.confirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
            {strings.cancel}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setAsking(true)}>
          {strings.button}
        </Button>
      )}
      {failed ? (
        <div className="mt-4">
          <Alert tone="danger">{strings.failed}</Alert>
        </div>
      ) : null}
    </div>
  );
}
