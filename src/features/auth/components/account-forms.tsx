'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fill } from '@/features/shell/components/shell-strings';
import type { Locale } from '@/i18n/locales';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { authRequest, type AuthAnswer } from '../client/auth-request';
import { EMAIL_PATTERN } from '../email-pattern';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderId } from '../oauth-providers';
import { brokenPasswordRules, type PasswordPolicy } from '../password-policy';
import { PolicyChecklist, type AuthFormStrings } from './auth-form';
import { PasswordField } from './password-field';
import { LocaleOptions } from '@/i18n/locale-options';

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

type Status = { tone: 'success' | 'danger'; text: string } | null;

function commonError(answer: AuthAnswer, strings: AccountStrings): string {
  if (answer.status === 429) return strings.tooMany;
  if (answer.status === 0) return strings.network;
  return strings.failed;
}

/** A form of the account page: one action, its own busy state and its own announced result. */
function Section({ onSubmit, action, children, submit }: { onSubmit: () => void; action: { busy: boolean; status: Status }; children: ReactNode; submit: ReactNode }) {
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

function useAction() {
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

export function NameForm({ initial, strings }: { initial: string; strings: AccountStrings }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const action = useAction();
  const { busy, run } = action;
  return (
    <Section
      action={action}
      onSubmit={() => {
        const value = name.trim();
        const problem = !value ? strings.nameRequired : value.length > 100 ? strings.nameTooLong : null;
        setError(problem);
        if (problem) return;
        void run(async () => {
          const answer = await authRequest('/update-user', { name: value });
          return answer.ok ? { tone: 'success', text: strings.saved } : { tone: 'danger', text: commonError(answer, strings) };
        });
      }}
      submit={<Button type="submit" variant="secondary" disabled={busy}>{busy ? strings.submitting : strings.save}</Button>}
    >
      <Field label={<span className="sr-only">{strings.name}</span>} name="name" autoComplete="name" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} error={error ?? undefined} />
    </Section>
  );
}

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

export function LanguageForm({ current, accountPaths, strings }: { current: Locale; accountPaths: Record<Locale, string>; strings: AccountStrings }) {
  const [locale, setLocale] = useState<Locale>(current);
  const action = useAction();
  const { busy, run } = action;
  const id = useId();
  return (
    <Section
      action={action}
      onSubmit={() => {
        void run(async () => {
          const answer = await authRequest('/update-user', { locale });
          if (!answer.ok) return { tone: 'danger', text: commonError(answer, strings) };
          // Show the page in the language just chosen.
          if (locale !== current) window.location.assign(accountPaths[locale]);
          return { tone: 'success', text: strings.saved };
        });
      }}
      submit={<Button type="submit" variant="secondary" disabled={busy}>{busy ? strings.submitting : strings.language.submit}</Button>}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="sr-only">{strings.language.title}</label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">{strings.language.hint}</p>
        <select id={id} name="locale" aria-describedby={`${id}-hint`} className={inputClasses} value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
          <LocaleOptions />
        </select>
      </div>
    </Section>
  );
}

/**
 * Google and Apple: link one (a trip to the provider and back) or unlink it. `linked` maps each
 * linked provider to its account record. Unlinking the last one is fine: an emailed sign-in link
 * always works for the account's confirmed address.
 */
export function Connections({ providers, linked, accountPath, strings }: {
  providers: readonly OAuthProviderId[];
  linked: Partial<Record<OAuthProviderId, string>>;
  accountPath: string;
  strings: AccountStrings;
}) {
  const [now, setNow] = useState(linked);
  const { busy, status, run } = useAction();
  const c = strings.connections;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {providers.map((provider) => {
          const name = OAUTH_PROVIDER_NAMES[provider];
          const recordId = now[provider];
          const isLinked = recordId !== undefined;
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-3 p-4" data-provider={provider}>
              <span>
                <span className="font-semibold">{name}</span>{' '}
                <span className="text-sm text-ink-muted">· {isLinked ? c.linked : c.notLinked}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    if (!isLinked) {
                      const answer = await authRequest<{ url?: string }>('/link-social', { provider, callbackURL: accountPath, errorCallbackURL: accountPath, disableRedirect: true });
                      if (answer.ok && answer.data?.url) {
                        window.location.assign(answer.data.url);
                        return null;
                      }
                      return { tone: 'danger', text: commonError(answer, strings) };
                    }
                    const answer = await authRequest('/unlink-account', { accountId: recordId });
                    if (answer.ok) {
                      setNow((map) => ({ ...map, [provider]: undefined }));
                      return { tone: 'success', text: strings.saved };
                    }
                    if (answer.code === 'SESSION_NOT_FRESH') return { tone: 'danger', text: c.reauth };
                    return { tone: 'danger', text: commonError(answer, strings) };
                  })
                }
              >
                {fill(isLinked ? c.unlink : c.link, { provider: name })}
              </Button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">{status ? <Alert tone={status.tone}>{status.text}</Alert> : null}</div>
    </div>
  );
}

export function OtherSessions({ strings }: { strings: AccountStrings }) {
  const { busy, status, run } = useAction();
  return (
    <div className="space-y-4">
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const answer = await authRequest('/revoke-other-sessions', {});
            return answer.ok ? { tone: 'success', text: strings.sessions.done } : { tone: 'danger', text: commonError(answer, strings) };
          })
        }
      >
        {strings.sessions.submit}
      </Button>
      <div aria-live="polite">{status ? <Alert tone={status.tone}>{status.text}</Alert> : null}</div>
    </div>
  );
}
