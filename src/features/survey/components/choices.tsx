'use client';

import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

// The answer controls of the survey and the test: native radio buttons and checkboxes in a
// fieldset, so they work with the keyboard (arrows move between radios, space ticks a box) and
// are announced with their question, hint and error.

const card =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line bg-surface px-4 py-3 text-base text-ink ' +
  'hover:border-brand-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

export interface QuestionProps {
  id: string;
  title: string;
  hint?: string;
  error?: string;
  /** The heading level of the question: 2 on its own screen, 3 inside a bigger page. */
  level?: 2 | 3;
  children: ReactNode;
}

/** A question: its title as the fieldset's legend (and the screen's heading), hint and error. */
export function Question({ id, title, hint, error, level = 2, children }: QuestionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <fieldset aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <legend className="w-full">
        <Heading id={`${id}-title`} tabIndex={-1} className={level === 2 ? 'text-2xl font-bold tracking-tight text-balance focus:outline-none sm:text-3xl' : 'text-lg font-semibold focus:outline-none'}>
          {title}
        </Heading>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={level === 2 ? 'mt-6' : 'mt-3'}>{children}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-3 font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function RadioList<V extends string | number>({ name, options, value, onChange }: { name: string; options: ReadonlyArray<{ value: V; label: string }>; value: V | undefined; onChange: (value: V) => void }) {
  return (
    <div className="grid gap-2.5">
      {options.map((option) => (
        <label key={String(option.value)} className={card}>
          <input type="radio" name={name} className="size-5 shrink-0 accent-brand-700" checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

export function CheckboxList<V extends string>({ name, options, values, onChange }: { name: string; options: ReadonlyArray<{ value: V; label: string }>; values: readonly V[]; onChange: (values: V[]) => void }) {
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      {options.map((option) => (
        <label key={option.value} className={card}>
          <input
            type="checkbox"
            name={name}
            className="size-5 shrink-0 accent-brand-700"
            checked={values.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...values, option.value] : values.filter((v) => v !== option.value))}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A 0–10 ruler: eleven radio buttons in a row, with the meaning of both ends. */
export function Ruler({ name, value, onChange, low, high }: { name: string; value: number | undefined; onChange: (value: number) => void; low: string; high: string }) {
  return (
    <div>
      <div className="grid grid-cols-6 gap-2 sm:grid-cols-11">
        {Array.from({ length: 11 }, (_, n) => (
          <label
            key={n}
            className={cn(
              'flex aspect-square min-h-11 cursor-pointer items-center justify-center rounded-[var(--radius-control)] border border-line bg-surface text-lg font-semibold',
              'hover:border-brand-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
            )}
          >
            <input type="radio" name={name} value={n} className="sr-only" checked={value === n} onChange={() => onChange(n)} />
            {n}
          </label>
        ))}
      </div>
      <div className="mt-2 flex justify-between gap-4 text-sm text-ink-muted" aria-hidden="true">
        <span>0 – {low}</span>
        <span className="text-right">10 – {high}</span>
      </div>
    </div>
  );
}
