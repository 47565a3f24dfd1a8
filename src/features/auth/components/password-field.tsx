'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { Field } from '@/ui/field';

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, error, showLabel, hideLabel, ...input }: {
  label: string;
  error?: string;
  showLabel: string;
  hideLabel: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { name: string }) {
  const [show, setShow] = useState(false);
  return (
    <div className="space-y-2">
      <Field label={label} type={show ? 'text' : 'password'} error={error} {...input} />
      <button
        type="button"
        className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        aria-pressed={show}
        onClick={() => setShow((s) => !s)}
      >
        {show ? hideLabel : showLabel}
      </button>
    </div>
  );
}
