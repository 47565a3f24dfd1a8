'use client';

import { useState, type FormEvent } from 'react';
import { useSave } from '@/features/programme/components/use-save';
import { Question, RadioList } from '@/features/survey/components/choices';
import { postJson } from '@/lib/client/post-json';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/field';
import { ENCOURAGEMENT_MAX, ENCOURAGEMENTS_PER_DAY, PRESETS, type Preset } from '../rules';
import type { PartnerView } from '../view';
import { problemsOf, type ChallengeStrings, type ProblemKey } from './strings';

/** A short encouragement to one partner: a ready-made message or the sender's own words. */
export function EncourageForm({ challengeId, partners, strings }: { challengeId: string; partners: PartnerView[]; strings: ChallengeStrings }) {
  const t = strings.panel.encourage;
  const [chosen, setTo] = useState(partners[0]?.id ?? '');
  // The one chosen while still in, else the first (the list changes as people join and leave).
  const to = partners.some((p) => p.id === chosen) ? chosen : (partners[0]?.id ?? '');
  const [kind, setKind] = useState<'ready' | 'own'>('ready');
  const [preset, setPreset] = useState<Preset | undefined>();
  const [text, setText] = useState('');
  const { errors, busy, saved, save, message: err } = useSave<ProblemKey>(problemsOf(strings), ['form', 'challengeId', 'to']);
  const id = `encourage-${challengeId}`;

  function check(): Partial<Record<string, ProblemKey>> {
    if (kind === 'ready') return { preset: preset ? undefined : 'required' };
    const value = text.trim();
    return { text: !value ? 'required' : value.length > ENCOURAGEMENT_MAX ? 'tooLong' : undefined };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(
      check(),
      () => postJson('/api/challenges/encourage', { challengeId, to, ...(kind === 'ready' ? { preset } : { text: text.trim() }) }),
      () => {
        setText('');
        setPreset(undefined);
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="encourage">
      <h4 className="font-semibold">{t.title}</h4>
      {partners.length > 1 ? (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-to`} className="block text-sm font-semibold">
            {t.to}
          </label>
          <select id={`${id}-to`} name="to" value={to} className={`${inputClasses} max-w-xs`} onChange={(event) => setTo(event.target.value)}>
            {partners.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm">
          {t.to}: <span className="font-semibold">{partners[0]?.name}</span>
        </p>
      )}
      <Question id={`${id}-kind`} title={t.kind} level={3}>
        <div className="flex flex-wrap gap-2">
          {(['ready', 'own'] as const).map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-line px-3">
              <input type="radio" name={`${id}-kind`} className="size-5 accent-brand-700" checked={kind === value} onChange={() => setKind(value)} />
              {t[value]}
            </label>
          ))}
        </div>
      </Question>
      {kind === 'ready' ? (
        <Question id={`${id}-preset`} title={t.ready} error={err('preset')} level={3}>
          <RadioList name={`${id}-preset`} value={preset} onChange={setPreset} options={PRESETS.map((p) => ({ value: p, label: strings.presets[p] }))} />
        </Question>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-text`} className="block text-sm font-semibold">
            {t.text}
          </label>
          <p id={`${id}-text-hint`} className="text-sm text-ink-muted">
            {fill(t.textHint, { max: ENCOURAGEMENT_MAX })}
          </p>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={2}
            value={text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${id}-text-hint`}
            className={`${inputClasses} py-2`}
            onChange={(event) => setText(event.target.value)}
          />
          {errors.text ? <p className="text-sm font-medium text-danger-700">{err('text')}</p> : null}
        </div>
      )}
      {errors.form ? <Alert tone="danger">{err('form')}</Alert> : null}
      {saved ? <Alert tone="success">{t.sent}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t.saving : t.submit}
        </Button>
        <span className="text-sm text-ink-muted">{fill(t.limit, { count: ENCOURAGEMENTS_PER_DAY })}</span>
      </div>
    </form>
  );
}
