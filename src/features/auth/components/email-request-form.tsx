'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { postJson } from '@/lib/client/post-json';
import { authRequest } from '../client/auth-request';
import { EMAIL_PATTERN } from '../email-pattern';

export interface EmailRequestStrings {
  email: string;
  submit: string;
  submitting: string;
  /** What was sent; `{email}` is replaced by the address. */
  sent: string;
  emailInvalid: string;
  networkError: string;
  tooMany: string;
  failed: string;
}

/** A request that emails a link: a sign-in link, or a password-reset link. */
export type EmailRequest = { kind: 'signInLink'; locale: string; redirect: string | null } | { kind: 'passwordReset' } | { kind: 'deletionLink'; locale: string };

async function send(request: EmailRequest, email: string): Promise<{ ok: boolean; status: number }> {
  if (request.kind === 'deletionLink') {
    const answer = await postJson('/api/account/deletion-request', { email, locale: request.locale });
    return { ok: answer.status === 200, status: answer.status };
  }
  return request.kind === 'signInLink'
    ? authRequest('/sign-in/magic-link', { email, callbackURL: request.redirect ?? undefined, metadata: { locale: request.locale } })
    : authRequest('/request-password-reset', { email });
}

/**
 * Asks for a link by email. The answer is the same whether or not the address has an account (a
 * first sign-in link creates it; a reset or deletion link for an unknown address sends nothing),
 * so the form tells nobody which addresses are registered.
 */
export function EmailRequestForm({ request, strings }: { request: EmailRequest; strings: EmailRequestStrings }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setError(strings.emailInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    const answer = await send(request, address);
    setBusy(false);
    if (answer.ok) setSentTo(address);
    else setError(answer.status === 429 ? strings.tooMany : answer.status === 0 ? strings.networkError : answer.status === 400 ? strings.emailInvalid : strings.failed);
  }

  if (sentTo) return <Alert tone="success">{strings.sent.replace('{email}', sentTo)}</Alert>;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <Field
        label={strings.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (error) setError(null);
        }}
        error={error ?? undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? strings.submitting : strings.submit}
      </Button>
    </form>
  );
}
