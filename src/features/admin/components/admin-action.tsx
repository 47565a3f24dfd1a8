'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '@/lib/fill';
import { postJson } from '@/lib/client/post-json';
import { Button, type ButtonVariant } from '@/ui/button';
import { adminErrorText, type AdminErrors } from './strings';

export interface AdminActionProps {
  endpoint: string;
  body: Record<string, unknown>;
  label: string;
  /** Asked before anything is sent (refunds, disabling, broadcasts): a second, explicit click. */
  confirm?: { question: string; yes: string; no: string };
  /** The message for each result the endpoint answers (`status` of its answer), else `done`. */
  messages: { done: string; noChange: string; working: string } & Record<string, string>;
  errors: AdminErrors;
  variant?: ButtonVariant;
  /**
   * False once the action no longer applies (a purchase already refunded). The button goes, but the
   * component stays mounted so the answer to the click that changed it stays on screen.
   */
  available?: boolean;
}

/**
 * One admin action as a button: an optional confirmation step, one request at a time (a double
 * click sends nothing twice), the result announced, and the page's data read again.
 */
export function AdminAction({ endpoint, body, label, confirm, messages, errors, variant = 'secondary', available = true }: AdminActionProps) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const questionId = useId();
  // The button or the question that had the focus is gone or disabled once the action has run:
  // the focus goes to its result, which is read out.
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) said.current?.focus();
  }, [result]);

  async function run() {
    if (busy) return;
    setBusy(true);
    setResult(null);
    const answer = await postJson<{ ok?: boolean; status?: string; changed?: boolean } & Record<string, unknown>>(endpoint, body);
    setBusy(false);
    setAsking(false);
    if (answer.status === 200 && answer.data?.ok) {
      const key = answer.data.status ?? (answer.data.changed === false ? 'noChange' : 'done');
      // A message may name what the answer tells ({email} of a test email).
      const values = Object.fromEntries(Object.entries(answer.data).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>;
      setResult({ ok: true, text: fill(messages[key] ?? messages.done, values) });
      router.refresh();
    } else {
      setResult({ ok: false, text: adminErrorText(errors, answer) });
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      {!available ? null : asking && confirm ? (
        <div role="group" aria-labelledby={questionId} className="rounded-xl bg-sun-100 p-3 ring-1 ring-sun-500/40">
          <p id={questionId} className="text-sm font-semibold">
            {confirm.question}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="danger" onClick={run} disabled={busy} autoFocus>
              {busy ? messages.working : confirm.yes}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
              {confirm.no}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" variant={variant} onClick={() => (confirm ? setAsking(true) : run())} disabled={busy}>
          {busy ? messages.working : label}
        </Button>
      )}
      <p ref={said} tabIndex={-1} aria-live="polite" className={result ? (result.ok ? 'text-sm text-success-700' : 'text-sm text-danger-700') : 'sr-only'}>
        {result?.text ?? ''}
      </p>
    </div>
  );
}
