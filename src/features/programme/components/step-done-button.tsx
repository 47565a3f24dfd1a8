'use client';

import { useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { savedProblem } from '@/lib/client/form-errors';
import { postJson } from '@/lib/client/post-json';
import { Button } from '@/ui/button';
import { useRefresh } from './refresh';

type Strings = Messages['programme']['steps'];
type ErrorKey = keyof Strings['errors'];

/** Marks a daily step done (or not done again); the page shows the new state after saving. */
export function StepDoneButton({ strings, day, done }: { strings: Strings; day: number; done: boolean }) {
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorKey>();

  async function toggle() {
    setBusy(true);
    setError(undefined);
    const { status, fields } = await postJson('/api/programme/step', { day, done: !done });
    setBusy(false);
    if (status === 200) refresh();
    else setError(savedProblem(status, fields, strings.errors, ['day', '_']).form);
  }

  return (
    <div>
      <Button variant={done ? 'secondary' : 'primary'} onClick={toggle} disabled={busy} aria-pressed={done}>
        {done ? `✓ ${strings.done}` : strings.markDone}
      </Button>
      {done ? (
        <button type="button" className="ml-3 text-sm font-semibold text-brand-800 underline" onClick={toggle} disabled={busy}>
          {strings.undo}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 font-medium text-danger-700">
          {strings.errors[error]}
        </p>
      ) : null}
    </div>
  );
}
