'use client';

import { useState, type FormEvent } from 'react';
import { authRequest } from '@/features/auth/client/auth-request';
import { leaveDeletedAccount } from '@/features/auth/client/session';
import { PasswordField } from '@/features/auth/components/password-field';
import { postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { confirmationMatches } from '../confirmation';

export interface DeletionStrings {
  word: string;
  confirmLabel: string;
  passwordLabel: string;
  show: string;
  hide: string;
  linkLead: string;
  sendLink: string;
  linkSent: string;
  freshSignIn: string;
  submit: string;
  submitting: string;
  errors: Record<'confirmationMismatch' | 'passwordRequired' | 'wrongPassword' | 'signInAgain' | 'lastAdmin' | 'tooMany' | 'network' | 'failed', string>;
}

type Proof = { kind: 'password' } | { kind: 'link'; fresh: boolean };

/**
 * The deletion itself: the person types their language's confirmation word and proves it is them
 * (password, or a sign-in link just used). What they typed stays when something is refused.
 */
export function DeletionForm({ locale, email, deletionPath, proof, strings }: { locale: string; email: string; deletionPath: string; proof: Proof; strings: DeletionStrings }) {
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ confirmation?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [needLink, setNeedLink] = useState(proof.kind === 'link' && !proof.fresh);
  const [linkSent, setLinkSent] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);

  async function sendLink() {
    setBusy(true);
    const answer = await authRequest('/sign-in/magic-link', { email, callbackURL: deletionPath, metadata: { locale, purpose: 'deletion' } });
    setBusy(false);
    if (answer.ok) setLinkSent(true);
    else setLinkError(answer.status === 429 ? strings.errors.tooMany : answer.status === 0 ? strings.errors.network : strings.errors.failed);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!confirmationMatches(confirmation, strings.word, locale)) found.confirmation = strings.errors.confirmationMismatch;
    if (proof.kind === 'password' && !password) found.password = strings.errors.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await postJson<{ next?: string; error?: string }>('/api/account/delete', { confirmation, password: proof.kind === 'password' ? password : undefined, locale });
    if (answer.status === 200 && answer.data?.next) {
      // Signed out by the deletion: what this device kept for the person goes too.
      await leaveDeletedAccount(answer.data.next);
      return;
    }
    setBusy(false);
    const field = answer.fields ?? {};
    if (field.confirmation) setErrors({ confirmation: strings.errors.confirmationMismatch });
    else if (field.password === 'wrongPassword' || field.password === 'passwordRequired') setErrors({ password: strings.errors[field.password] });
    else if (answer.status === 401) setNeedLink(true);
    else if (field._ === 'lastAdmin') setErrors({ form: strings.errors.lastAdmin });
    else setErrors({ form: answer.status === 429 ? strings.errors.tooMany : answer.status === 0 ? strings.errors.network : strings.errors.failed });
  }

  if (needLink) {
    return (
      <div className="space-y-4">
        <p className="text-ink-muted">{proof.kind === 'link' && !proof.fresh ? strings.linkLead : strings.errors.signInAgain}</p>
        {linkSent ? (
          <Alert tone="success">{strings.linkSent.replace('{email}', email)}</Alert>
        ) : (
          <>
            {linkError ? <Alert tone="danger">{linkError}</Alert> : null}
            <Button variant="secondary" onClick={sendLink} disabled={busy}>
              {strings.sendLink}
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {proof.kind === 'link' ? <p className="text-sm text-ink-muted">{strings.freshSignIn}</p> : null}
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      {proof.kind === 'password' ? (
        <PasswordField
          label={strings.passwordLabel}
          showLabel={strings.show}
          hideLabel={strings.hide}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
          error={errors.password}
        />
      ) : null}
      <Field
        label={strings.confirmLabel}
        name="confirmation"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirmation}
        onChange={(e) => {
          setConfirmation(e.target.value);
          if (errors.confirmation) setErrors({ ...errors, confirmation: undefined });
        }}
        error={errors.confirmation}
      />
      <Button type="submit" variant="danger" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? strings.submitting : strings.submit}
      </Button>
    </form>
  );
}
