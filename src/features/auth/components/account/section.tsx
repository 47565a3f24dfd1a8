'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { type AuthAnswer } from '../../client/auth-request';
import { type AuthFormStrings } from '../auth-form';

export interface AccountStrings {
  save: string;
  saved: string;
  submitting: string;
  name: string;
  email: string;
  nameRequired: string;
  nameTooLong: string;
  emailInvalid: string;
  tooMany: string;
  network: string;
  failed: string;
  emailSection: { confirmed: string; unconfirmed: string; resend: string; resent: string; newEmail: string; submit: string; sent: string; same: string };
  password: { current: string; new: string; submit: string; changed: string; wrongCurrent: string; policyError: string; required: string; show: string; hide: string };
  language: { title: string; hint: string; submit: string };
  connections: { linked: string; notLinked: string; link: string; unlink: string; reauth: string };
  sessions: { submit: string; done: string };
  policy: Pick<AuthFormStrings, 'policyTitle' | 'policy' | 'met' | 'notMet'>;
}

export type Status = { tone: 'success' | 'danger'; text: string } | null;

export function commonError(answer: AuthAnswer, strings: AccountStrings): string {
  if (answer.status === 429) return strings.tooMany;
  if (answer.status === 0) return strings.network;
  return strings.failed;
}

/** A form of the account page: one action, its own busy state and its own announced result. */
export function Section({ onSubmit, action, children, submit }: { onSubmit: () => void; action: { busy: boolean; status: Status }; children: ReactNode; submit: ReactNode }) {
  const { busy, status } = action;
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
      aria-busy={busy}
    >
      {children}
      <div aria-live="polite">
        {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
      </div>
      {submit}
    </form>
  );
}

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  async function run(action: () => Promise<Status>) {
    setBusy(true);
    setStatus(null);
    setStatus(await action());
    setBusy(false);
  }
  return { busy, status, setStatus, run };
}
