'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/field';
import { authRequest } from '../../client/auth-request';
import { LocaleOptions } from '@/i18n/locale-options';
import { type AccountStrings, commonError, Section, useAction } from './section';

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
