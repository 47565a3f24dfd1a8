'use client';

import { useState } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { authRequest } from '../../client/auth-request';
import { type AccountStrings, commonError, Section, useAction } from './section';

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
