'use client';

import { useState } from 'react';
import { fill } from '@/features/shell/components/shell-strings';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { authRequest } from '../../client/auth-request';
import { EMAIL_PATTERN } from '../../email-pattern';
import { type AccountStrings, commonError, Section, useAction } from './section';

export function EmailForm({ current, verified, strings }: { current: string; verified: boolean; strings: AccountStrings }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useAction();
  const resend = useAction();
  const s = strings.emailSection;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all" data-testid="current-email">{current}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${verified ? 'bg-success-50 text-success-700' : 'bg-sun-100 text-ink'}`}>
          {verified ? s.confirmed : s.unconfirmed}
        </span>
      </div>
      {verified ? null : (
        <div className="space-y-3">
          <Button
            variant="secondary"
            disabled={resend.busy}
            onClick={() =>
              void resend.run(async () => {
                const answer = await authRequest('/send-verification-email', { email: current });
                return answer.ok ? { tone: 'success', text: fill(s.resent, { email: current }) } : { tone: 'danger', text: commonError(answer, strings) };
              })
            }
          >
            {s.resend}
          </Button>
          <div aria-live="polite">{resend.status ? <Alert tone={resend.status.tone}>{resend.status.text}</Alert> : null}</div>
        </div>
      )}
      <Section
        action={change}
        onSubmit={() => {
          const value = email.trim().toLowerCase();
          const problem = !EMAIL_PATTERN.test(value) ? strings.emailInvalid : value === current.toLowerCase() ? s.same : null;
          setError(problem);
          if (problem) return;
          void change.run(async () => {
            const answer = await authRequest('/change-email', { newEmail: value });
            return answer.ok ? { tone: 'success', text: fill(s.sent, { email: value }) } : { tone: 'danger', text: answer.status === 400 ? strings.emailInvalid : commonError(answer, strings) };
          });
        }}
        submit={<Button type="submit" variant="secondary" disabled={change.busy}>{change.busy ? strings.submitting : s.submit}</Button>}
      >
        <Field label={s.newEmail} name="newEmail" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} error={error ?? undefined} />
      </Section>
    </div>
  );
}
