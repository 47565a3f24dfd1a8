'use client';

import { useState } from 'react';
import { savedProblem } from '@/lib/client/form-errors';
import { useRefresh } from './refresh';

type Answer = { status: number; fields?: Record<string, string> };

/**
 * The save cycle of a programme form: its own checks first (nothing is sent while one fails),
 * then the request, then either the page's data loaded again or the refusal shown by its field
 * (`form` for fields without an input). `K` is the form's message keys.
 */
export function useSave<K extends string>(messages: Record<K, string>, formFields: string[]) {
  const refresh = useRefresh();
  const [errors, setErrors] = useState<Partial<Record<string, K>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function save(problems: Partial<Record<string, K>>, send: () => Promise<Answer>, onSaved?: () => void) {
    setSaved(false);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    const { status, fields } = await send();
    setBusy(false);
    if (status !== 200) return setErrors(savedProblem(status, fields, messages, formFields));
    setSaved(true);
    onSaved?.();
    refresh();
  }

  /** The message of a field's problem, if it has one. */
  const message = (field: string) => (errors[field] ? messages[errors[field]!] : undefined);
  return { errors, busy, saved, save, message };
}
