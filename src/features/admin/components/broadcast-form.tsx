'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { OPTIONAL_CATEGORIES, type OptionalCategory } from '@/features/mail/categories';
import { localeNames, locales, type Locale } from '@/i18n/locales';
import { formatIcu } from '@/lib/icu';
import { postJson } from '@/lib/client/post-json';
import { Button } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { adminErrorText, type AdminStrings } from './strings';

/**
 * A broadcast: languages, the kind of email (whose unsubscribes it respects), subject and text,
 * then an explicit confirmation. What was typed stays after any error.
 */
export function BroadcastForm({ strings, errors, common, categoryNames, locale }: { strings: AdminStrings['email']; errors: AdminStrings['errors']; common: AdminStrings['common']; categoryNames: Record<OptionalCategory, string>; locale: Locale }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<Locale[]>([]);
  const [category, setCategory] = useState<OptionalCategory>('news');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // One id per broadcast written: sent again (a retry after a lost answer, a second tab's press),
  // it queues nothing twice. A new one once this one is queued.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const form = useRef<HTMLFormElement>(null);
  // The first field with a problem takes the focus, so its message is read out.
  const focusFirst = (found: Record<string, string>) => {
    const name = ['subject', 'body'].find((key) => found[key]);
    if (name) form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  const missing = () => {
    const found: Record<string, string> = {};
    if (!subject.trim()) found.subject = errors.required;
    if (!body.trim()) found.body = errors.required;
    return found;
  };

  function ask(event: FormEvent) {
    event.preventDefault();
    const found = missing();
    setFields(found);
    setResult(null);
    if (Object.keys(found).length === 0) setAsking(true);
    else focusFirst(found);
  }

  async function send() {
    if (busy) return;
    setBusy(true);
    const answer = await postJson<{ ok?: boolean; total?: number }>('/api/admin/email/broadcast', { locales: chosen, category, subject, body, requestId });
    setBusy(false);
    setAsking(false);
    if (answer.status === 200 && answer.data?.ok) {
      setResult({ ok: true, text: formatIcu(strings.queued, { total: answer.data.total ?? 0 }, locale) });
      setSubject('');
      setBody('');
      setRequestId(crypto.randomUUID());
      router.refresh();
      return;
    }
    const named: Record<string, string> = {};
    for (const key of ['subject', 'body', 'locales', 'category']) if (answer.fields?.[key]) named[key] = adminErrorText(errors, answer, key);
    setFields(named);
    focusFirst(named);
    if (Object.keys(named).length === 0 || named.locales || named.category) setResult({ ok: false, text: named.locales ?? named.category ?? adminErrorText(errors, answer) });
  }

  return (
    <form ref={form} onSubmit={ask} noValidate className="space-y-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6" aria-labelledby="broadcast-title">
      <h2 id="broadcast-title" className="text-lg font-semibold">{strings.broadcastTitle}</h2>
      <p className="text-sm text-ink-muted">{strings.broadcastLead}</p>
      <fieldset aria-describedby="broadcast-languages-hint">
        <legend className="text-sm font-semibold">{strings.languages}</legend>
        <p id="broadcast-languages-hint" className="text-sm text-ink-muted">{strings.languagesHint}</p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {locales.map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-2" lang={l}>
              <input type="checkbox" className="size-5 accent-brand-700" checked={chosen.includes(l)} onChange={(e) => setChosen((now) => (e.target.checked ? [...now, l] : now.filter((x) => x !== l)))} />
              {localeNames[l]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor="broadcast-category" className="block text-sm font-semibold">{strings.broadcastCategory}</label>
        <select id="broadcast-category" value={category} onChange={(e) => setCategory(e.target.value as OptionalCategory)} className="min-h-11 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3">
          {OPTIONAL_CATEGORIES.map((c) => (
            <option key={c} value={c}>{categoryNames[c]}</option>
          ))}
        </select>
      </div>
      <Field label={strings.subject} name="subject" value={subject} maxLength={150} onChange={(e) => setSubject(e.target.value)} error={fields.subject} />
      <div className="space-y-1.5">
        <label htmlFor="broadcast-body" className="block text-sm font-semibold">{strings.body}</label>
        <p id="broadcast-body-hint" className="text-sm text-ink-muted">{strings.bodyHint}</p>
        <textarea id="broadcast-body" rows={6} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} aria-invalid={fields.body ? true : undefined} aria-describedby={fields.body ? 'broadcast-body-hint broadcast-body-error' : 'broadcast-body-hint'} className={`${inputClasses} py-2`} />
        {fields.body ? <p id="broadcast-body-error" className="text-sm font-semibold text-danger-700">{fields.body}</p> : null}
      </div>
      {asking ? (
        <div role="group" aria-labelledby="broadcast-confirm" className="rounded-xl bg-sun-100 p-3 ring-1 ring-sun-500/40">
          <p id="broadcast-confirm" className="text-sm font-semibold">{strings.sendConfirm}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="danger" onClick={send} disabled={busy} autoFocus>{busy ? common.working : common.confirm}</Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)} disabled={busy}>{common.cancel}</Button>
          </div>
        </div>
      ) : (
        <Button type="submit">{strings.send}</Button>
      )}
      <p aria-live="polite" className={result ? (result.ok ? 'text-sm text-success-700' : 'text-sm text-danger-700') : 'sr-only'} data-testid="broadcast-result">
        {result?.text ?? ''}
      </p>
    </form>
  );
}
