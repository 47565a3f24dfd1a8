'use client';

import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { retryable } from '../client/auth-request';
import { brokenPasswordRules, type PasswordPolicy } from '../password-policy';
import { PolicyChecklist, type AuthFormStrings } from './auth-form';
import { PasswordField } from './password-field';

/** Sets a new password with the token of an emailed reset link. */
export function ResetPasswordForm({ token, policy, strings, target, forgotPath }: {
  token: string;
  policy: PasswordPolicy;
  /** Where the user goes once the new password is saved (they are signed in by then). */
  target: string;
  forgotPath: string;
  strings: Pick<AuthFormStrings, 'policyTitle' | 'policy' | 'met' | 'notMet' | 'showPassword' | 'hidePassword' | 'submitting'> & {
    password: string;
    submit: string;
    done: string;
    policyError: string;
    invalidLink: string;
    newLink: string;
    networkError: string;
    tooMany: string;
    serverError: string;
  };
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const policyId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (brokenPasswordRules(policy, password).length > 0) {
      setError(strings.policyError);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const response = await fetch('/api/auth/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, newPassword: password }),
      });
      if (response.ok) {
        setDone(true);
        window.location.assign(target);
        return;
      }
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      if (body?.code === 'WEAK_PASSWORD') setError(strings.policyError);
      // Too many attempts, or a server or proxy error: the link may still work, and what was typed stays.
      else if (response.status === 429) setError(strings.tooMany);
      else if (retryable(response.status)) setError(strings.serverError);
      else setLinkInvalid(true);
    } catch {
      setError(strings.networkError);
    }
    setBusy(false);
  }

  if (done) return <Alert tone="success">{strings.done}</Alert>;
  if (linkInvalid) {
    return (
      <div className="space-y-5">
        <Alert tone="danger">{strings.invalidLink}</Alert>
        <a href={forgotPath} className={buttonClasses('primary', 'lg', 'w-full')}>
          {strings.newLink}
        </a>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label={strings.password}
        showLabel={strings.showPassword}
        hideLabel={strings.hidePassword}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error ?? undefined}
        aria-describedby={policyId}
      />
      <PolicyChecklist id={policyId} password={password} policy={policy} strings={strings} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? strings.submitting : strings.submit}
      </Button>
    </form>
  );
}
