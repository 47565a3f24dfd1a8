'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { identityErrorFor, type IdentityErrorCode } from '../identity-errors';
import { brokenPasswordRules, type PasswordPolicy, type PasswordRule } from '../password-policy';
import { EMAIL_PATTERN } from '../email-pattern';
import { safeRedirectPath } from '../safe-redirect';
import { PasswordField } from './password-field';

export interface AuthFormStrings {
  name: string;
  nameHint: string;
  email: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  submitting: string;
  policyTitle: string;
  /** One line per rule of the active policy, already formatted (counts, plurals). */
  policy: Partial<Record<PasswordRule, string>>;
  met: string;
  notMet: string;
  validation: {
    nameRequired: string;
    nameTooLong: string;
    emailInvalid: string;
    passwordRequired: string;
    passwordPolicy: string;
    formIncomplete: string;
  };
  errors: Record<IdentityErrorCode, string>;
}

interface Props {
  mode: 'register' | 'login';
  locale: string;
  /** Where to go after signing in when the address has no valid `redirect` parameter. */
  fallbackPath: string;
  redirectParam: string | null;
  policy: PasswordPolicy;
  strings: AuthFormStrings;
}

type FieldName = 'name' | 'email' | 'password';

export function AuthForm({ mode, locale, fallbackPath, redirectParam, policy, strings }: Props) {
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const policyId = useId();
  const register = mode === 'register';
  const broken = new Set(brokenPasswordRules(policy, values.password));

  function validate(): Partial<Record<FieldName, string>> {
    const errors: Partial<Record<FieldName, string>> = {};
    if (register) {
      if (!values.name.trim()) errors.name = strings.validation.nameRequired;
      else if (values.name.trim().length > 100) errors.name = strings.validation.nameTooLong;
    }
    if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = strings.validation.emailInvalid;
    if (!values.password) errors.password = strings.validation.passwordRequired;
    else if (register && broken.size > 0) errors.password = strings.validation.passwordPolicy;
    return errors;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    const firstInvalid = (['name', 'email', 'password'] as const).find((f) => errors[f]);
    if (firstInvalid) {
      setFormError(strings.validation.formIncomplete);
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const body = register
        ? { name: values.name.trim(), email: values.email.trim(), password: values.password, locale }
        : { email: values.email.trim(), password: values.password };
      const response = await fetch(register ? '/api/auth/sign-up/email' : '/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        // A full page load, so every page part renders for the signed-in user.
        window.location.assign(safeRedirectPath(redirectParam) ?? fallbackPath);
        return;
      }
      const code = identityErrorFor(response.status, await response.json().catch(() => null));
      setFormError(strings.errors[code]);
    } catch {
      setFormError(strings.errors['network-request-failed']);
    }
    setBusy(false);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  const set = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {formError ? (
        <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone="danger">{formError}</Alert>
        </div>
      ) : null}
      {register ? (
        <Field
          label={strings.name}
          hint={strings.nameHint}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={fieldErrors.name}
          maxLength={200}
        />
      ) : null}
      <Field
        label={strings.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={register ? 'email' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={set('email')}
        error={fieldErrors.email}
      />
      <PasswordField
        label={strings.password}
        showLabel={strings.showPassword}
        hideLabel={strings.hidePassword}
        name="password"
        autoComplete={register ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={set('password')}
        error={fieldErrors.password}
        aria-describedby={register ? policyId : undefined}
      />
      {register ? <PolicyChecklist id={policyId} password={values.password} policy={policy} strings={strings} /> : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? strings.submitting : strings.submit}
      </Button>
    </form>
  );
}

/** The password rules with a live tick for each one the password already meets. */
export function PolicyChecklist({ id, password, policy, strings }: {
  id: string;
  password: string;
  policy: PasswordPolicy;
  strings: Pick<AuthFormStrings, 'policyTitle' | 'policy' | 'met' | 'notMet'>;
}) {
  const broken = new Set(brokenPasswordRules(policy, password));
  return (
    <div id={id} className="rounded-2xl bg-brand-50 p-4 text-sm">
      <p className="font-semibold">{strings.policyTitle}</p>
      <ul className="mt-2 space-y-1">
        {(Object.entries(strings.policy) as [PasswordRule, string][]).map(([rule, text]) => {
          const met = password.length > 0 && !broken.has(rule);
          return (
            <li key={rule} className={met ? 'text-success-700' : 'text-ink-muted'} data-rule={rule} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {text}
              <span className="sr-only"> ({met ? strings.met : strings.notMet})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
