'use client';

import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { authRequest } from '../../client/auth-request';
import { brokenPasswordRules, type PasswordPolicy } from '../../password-policy';
import { PolicyChecklist } from '../auth-form';
import { PasswordField } from '../password-field';
import { type AccountStrings, commonError, Section, useAction } from './section';

export function PasswordForm({ policy, strings }: { policy: PasswordPolicy; strings: AccountStrings }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const action = useAction();
  const { busy, run } = action;
  const policyId = useId();
  const p = strings.password;
  return (
    <Section
      action={action}
      onSubmit={() => {
        const problems = {
          current: current ? undefined : p.required,
          next: !next ? p.required : brokenPasswordRules(policy, next).length > 0 ? p.policyError : undefined,
        };
        setErrors(problems);
        if (problems.current || problems.next) return;
        void run(async () => {
          const answer = await authRequest('/change-password', { currentPassword: current, newPassword: next, revokeOtherSessions: true });
          if (answer.ok) {
            setCurrent('');
            setNext('');
            return { tone: 'success', text: p.changed };
          }
          if (answer.code === 'INVALID_PASSWORD') {
            setErrors({ current: p.wrongCurrent });
            return { tone: 'danger', text: p.wrongCurrent };
          }
          if (answer.code === 'WEAK_PASSWORD' || answer.code === 'PASSWORD_TOO_SHORT' || answer.code === 'PASSWORD_TOO_LONG') return { tone: 'danger', text: p.policyError };
          return { tone: 'danger', text: commonError(answer, strings) };
        });
      }}
      submit={<Button type="submit" variant="secondary" disabled={busy}>{busy ? strings.submitting : p.submit}</Button>}
    >
      <input type="email" name="username" autoComplete="username" hidden readOnly value="" />
      <PasswordField label={p.current} showLabel={p.show} hideLabel={p.hide} name="currentPassword" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={errors.current} />
      <PasswordField label={p.new} showLabel={p.show} hideLabel={p.hide} name="newPassword" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} error={errors.next} aria-describedby={policyId} />
      <PolicyChecklist id={policyId} password={next} policy={policy} strings={strings.policy} />
    </Section>
  );
}
