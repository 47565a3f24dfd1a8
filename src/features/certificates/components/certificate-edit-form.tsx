'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Field, inputClasses } from '@/ui/field';
import { certificateEditSchema, DEDICATION_MAX, NAME_MAX, type CertificateEditInput } from '../schema';
import { LocaleOptions } from '@/i18n/locale-options';

export type CertificateEditStrings = Record<
  | 'name' | 'nameHint' | 'dedication' | 'dedicationHint' | 'language' | 'visibility' | 'private' | 'privateHint' | 'public' | 'publicHint'
  | 'indexable' | 'save' | 'saved' | 'nameRequired' | 'nameTooLong' | 'dedicationTooLong' | 'unprintable' | 'invalid' | 'failed',
  string
>;

type ErrorKey = 'nameRequired' | 'nameTooLong' | 'dedicationTooLong' | 'unprintable' | 'invalid' | 'failed';

/** The owner's form: checked here first, then by the server; what was typed stays either way. */
export function CertificateEditForm({ id, initial, strings }: { id: string; initial: CertificateEditInput; strings: CertificateEditStrings }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, ErrorKey>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof CertificateEditInput>(key: K, value: CertificateEditInput[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = certificateEditSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<string, ErrorKey>> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message as ErrorKey;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const { status, fields } = await postJson(`/api/certificates/${encodeURIComponent(id)}`, values);
    setBusy(false);
    if (status === 200) {
      setSaved(true);
      router.refresh();
      return;
    }
    // Every field the server refused says why (a name and a dedication can both be unprintable);
    // only those two have a place for a message, anything else is said under the form.
    const shown: Partial<Record<string, ErrorKey>> = {};
    for (const [field, key] of Object.entries(fields ?? {})) {
      shown[field === 'displayName' || field === 'dedication' ? field : 'form'] ??= (typeof key === 'string' && Object.hasOwn(strings, key) ? key : 'failed') as ErrorKey;
    }
    setErrors(Object.keys(shown).length ? shown : { form: 'failed' });
  }

  const error = (field: string) => (errors[field] ? strings[errors[field]!] : undefined);
  const isPublic = values.visibility === 'public';
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {/* The fields take a little more than the limits (NAME_MAX, DEDICATION_MAX): a longer text
          pasted in is kept whole and refused with the limit's message, not cut without a word. */}
      <Field label={strings.name} hint={strings.nameHint} name="displayName" value={values.displayName} maxLength={NAME_MAX + 20} autoComplete="name" error={error('displayName')} onChange={(e) => set('displayName', e.target.value)} />
      <Field label={strings.dedication} hint={strings.dedicationHint} name="dedication" value={values.dedication} maxLength={DEDICATION_MAX + 60} error={error('dedication')} onChange={(e) => set('dedication', e.target.value)} />
      <div className="space-y-1.5">
        <label htmlFor="certificate-language" className="block text-sm font-semibold">
          {strings.language}
        </label>
        <select id="certificate-language" name="locale" className={inputClasses} value={values.locale} onChange={(e) => set('locale', e.target.value as Locale)}>
          <LocaleOptions />
        </select>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{strings.visibility}</legend>
        {(['private', 'public'] as const).map((v) => (
          <label key={v} className="flex items-start gap-3">
            <input type="radio" name="visibility" value={v} checked={values.visibility === v} onChange={() => set('visibility', v)} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <span>
              <span className="block font-semibold">{strings[v]}</span>
              <span className="block text-sm text-ink-muted">{strings[`${v}Hint`]}</span>
            </span>
          </label>
        ))}
        {/* Always in place (search engines only see a public certificate): choosing the visibility moves nothing. */}
        <label className={cn('ml-8 flex items-center gap-3', !isPublic && 'text-ink-muted')}>
          <input
            type="checkbox"
            name="indexable"
            disabled={!isPublic}
            checked={isPublic && values.indexable}
            onChange={(e) => set('indexable', e.target.checked)}
            className="size-5 accent-brand-700"
          />
          <span>{strings.indexable}</span>
        </label>
      </fieldset>
      {errors.form ? <Alert tone="danger">{strings[errors.form]}</Alert> : null}
      {saved ? <Alert tone="success">{strings.saved}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {strings.save}
      </Button>
    </form>
  );
}

const bone = 'animate-pulse bg-line/50 motion-reduce:animate-none';

/**
 * The form while its data is on its way: the same labels, hints and boxes in the same places, so
 * nothing moves when the form takes its place. Hidden from assistive technology, which hears
 * `loading`.
 */
export function CertificateEditSkeleton({ strings, loading }: { strings: CertificateEditStrings; loading: string }) {
  const fields = [
    [strings.name, strings.nameHint],
    [strings.dedication, strings.dedicationHint],
    [strings.language, null],
  ] as const;
  return (
    <div role="status" aria-live="polite" data-testid="certificate-edit-skeleton">
      <span className="sr-only">{loading}</span>
      <div aria-hidden="true" className="space-y-6">
        {fields.map(([label, hint]) => (
          <div key={label} className="space-y-1.5">
            <p className="text-sm font-semibold text-ink">{label}</p>
            {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
            <div className={cn('h-11 rounded-[var(--radius-control)]', bone)} />
          </div>
        ))}
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{strings.visibility}</legend>
          {(['private', 'public'] as const).map((v) => (
            <div key={v} className="flex items-start gap-3">
              <span className={cn('mt-1 size-5 shrink-0 rounded-full', bone)} />
              <span>
                <span className="block font-semibold">{strings[v]}</span>
                <span className="block text-sm text-ink-muted">{strings[`${v}Hint`]}</span>
              </span>
            </div>
          ))}
          <div className="ml-8 flex items-center gap-3">
            <span className={cn('size-5 shrink-0 rounded', bone)} />
            <span>{strings.indexable}</span>
          </div>
        </fieldset>
        <span className={cn('inline-flex min-h-11 items-center rounded-[var(--radius-control)] px-5 py-2 text-base font-semibold text-transparent', bone)}>{strings.save}</span>
      </div>
    </div>
  );
}
