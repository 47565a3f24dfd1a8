'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { LocaleOptions } from '@/i18n/locale-options';
import { fill } from '@/lib/fill';
import { postJson } from '@/lib/client/post-json';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { adminErrorText, type AdminStrings } from './strings';

type Kind = 'programme' | 'admin';

/**
 * Grant or revoke, by email address: what is typed stays after an error, the field with the
 * problem says what it is, and the list below is read again after a change.
 */
export function GrantForm({ strings, errors, common, locale }: { strings: AdminStrings['access']; errors: AdminStrings['errors']; common: AdminStrings['common']; locale: Locale }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<Kind>('programme');
  const [language, setLanguage] = useState<Locale>(locale);
  const [busy, setBusy] = useState<'grant' | 'revoke' | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // Revoking takes effect at once (an admin loses the admin area): it is asked once more.
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(action: 'grant' | 'revoke', event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy(action);
    setResult(null);
    setFieldError(null);
    const answer = await postJson<{ ok?: boolean; created?: boolean; changed?: boolean }>(action === 'grant' ? '/api/admin/grants' : '/api/admin/grants/revoke', action === 'grant' ? { email, kind, locale: language } : { email, kind });
    setBusy(null);
    if (answer.status === 200 && answer.data?.ok) {
      const text = answer.data.changed === false ? common.noChange : action === 'revoke' ? strings.revoked : answer.data.created ? fill(strings.grantedNew, { email: email.trim().toLowerCase() }) : strings.granted;
      setResult({ ok: true, text });
      router.refresh();
      return;
    }
    if (answer.fields?.email) {
      setFieldError(adminErrorText(errors, answer, 'email'));
      // The field says what is wrong; a keyboard or screen-reader user is taken to it.
      form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    } else setResult({ ok: false, text: adminErrorText(errors, answer) });
  }

  return (
    <form ref={form} onSubmit={(event) => submit('grant', event)} noValidate className="max-w-xl space-y-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6" aria-labelledby="grant-title">
      <h2 id="grant-title" className="text-lg font-semibold">{strings.formTitle}</h2>
      <Field label={strings.email} name="email" type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError ?? undefined} />
      <fieldset>
        <legend className="text-sm font-semibold">{strings.kind}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['programme', 'admin'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} className="size-5 accent-brand-700" />
              {strings.kinds[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor="grant-language" className="block text-sm font-semibold">{strings.language}</label>
        <p id="grant-language-hint" className="text-sm text-ink-muted">{strings.languageHint}</p>
        <select id="grant-language" aria-describedby="grant-language-hint" value={language} onChange={(e) => setLanguage(e.target.value as Locale)} className="min-h-11 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3">
          <LocaleOptions />
        </select>
      </div>
      {confirming ? (
        <div role="group" aria-labelledby="revoke-question" className="rounded-xl bg-sun-100 p-3 ring-1 ring-sun-500/40">
          <p id="revoke-question" className="text-sm font-semibold">
            {fill(strings.revokeConfirm, { what: strings.kinds[kind], email: email.trim() })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="danger"
              autoFocus
              onClick={() => {
                setConfirming(false);
                void submit('revoke');
              }}
            >
              {common.confirm}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {common.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy !== null}>{busy === 'grant' ? common.working : strings.grant}</Button>
          {/* Without an address there is nothing to ask: the request says what is missing. */}
          <Button variant="secondary" onClick={() => (email.trim() ? setConfirming(true) : void submit('revoke'))} disabled={busy !== null}>
            {busy === 'revoke' ? common.working : strings.revoke}
          </Button>
        </div>
      )}
      <p aria-live="polite" className={result ? (result.ok ? 'text-sm text-success-700' : 'text-sm text-danger-700') : 'sr-only'} data-testid="grant-result">
        {result?.text ?? ''}
      </p>
    </form>
  );
}
