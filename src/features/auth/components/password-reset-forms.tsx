'use client';

import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { EMAIL_PATTERN } from '../email-pattern';
import { brokenPasswordRules, type PasswordPolicy } from '../password-policy';
import { PolicyChecklist, type AuthFormStrings } from './auth-form';
import { PasswordField } from './password-field';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ strings }: { strings: { email: string; submit: string; submitting: string; sent: string; emailInvalid: string; networkError: string; tooMany: string } }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(strings.emailInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const response = await fetch('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim() }),
      });
      if (response.status === 429) setError(strings.tooMany);
      else setSent(true);
    } catch {
      setError(strings.networkError);
    }
    setBusy(false);
  }

  if (sent) return <Alert tone="success">{strings.sent}</Alert>;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field
        label={strings.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? strings.submitting : strings.submit}
      </Button>
    </form>
  );
}

/** Sets a new password with the token of an emailed reset link. */
export function ResetPasswordForm({ token, policy, strings, loginPath }: {
  token: string;
  policy: PasswordPolicy;
  loginPath: string;
  strings: Pick<AuthFormStrings, 'policyTitle' | 'policy' | 'met' | 'notMet' | 'showPassword' | 'hidePassword' | 'submitting'> & {
    password: string;
    submit: string;
    done: string;
    logIn: string;
    policyError: string;
    invalidLink: string;
    networkError: string;
  };
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
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
      if (response.ok) setDone(true);
      else {
        const body = (await response.json().catch(() => null)) as { code?: string } | null;
        setError(body?.code === 'WEAK_PASSWORD' ? strings.policyError : strings.invalidLink);
      }
    } catch {
      setError(strings.networkError);
    }
    setBusy(false);
  }

  if (done) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{strings.done}</Alert>
        <a href={loginPath} className="inline-flex min-h-11 w-full items-center justify-center rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {strings.logIn}
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
