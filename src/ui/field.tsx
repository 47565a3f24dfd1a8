import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export const inputClasses =
  'block w-full min-h-11 rounded-[var(--radius-control)] border border-line bg-surface px-3.5 text-base text-ink ' +
  'placeholder:text-ink-muted/70 focus-visible:border-brand-600 aria-[invalid=true]:border-danger-600 ' +
  'aria-[invalid=true]:bg-danger-50';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  name: string;
  /** The label's size: small in forms of fields, large where it is a question among questions. */
  labelSize?: 'sm' | 'lg';
}

/** A labelled input whose hint and error are announced with it. */
export function Field({ label, hint, error, className, labelSize = 'sm', ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={cn('block font-semibold text-ink', labelSize === 'sm' ? 'text-sm' : 'text-lg')}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClasses}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
