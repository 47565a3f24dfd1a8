'use client';

import { useState, type FormEvent } from 'react';
import { formatDay } from '@/features/programme/progress';
import { useRefresh } from '@/features/programme/components/refresh';
import type { Locale } from '@/i18n/locales';
import { savedProblem } from '@/lib/client/form-errors';
import { postJson } from '@/lib/client/post-json';
import { useShare } from '@/lib/client/use-share';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { INVITATION_DAYS } from '../rules';
import type { ChallengeView } from '../view';
import { problemsOf, type ChallengeStrings, type ProblemKey } from './strings';
import { LocaleOptions } from '@/i18n/locale-options';

type Made = { url: string; sentTo: string | null };

/**
 * The creator's invitations: a new link for one person (copied, shared or emailed in the language
 * chosen for it), and the open ones, each of which can be withdrawn.
 */
export function InviteForm({ challenge, strings, locale, name }: { challenge: ChallengeView; strings: ChallengeStrings; locale: Locale; name: string }) {
  const t = strings.panel.invite;
  const problems = problemsOf(strings);
  const refresh = useRefresh();
  const { canShare, copied, copyFailed, share } = useShare();
  const [language, setLanguage] = useState<Locale>(locale);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const [error, setError] = useState<Partial<Record<string, ProblemKey>>>({});
  const [revoked, setRevoked] = useState(false);
  const full = challenge.partners.filter((p) => !p.left).length >= 5;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMade(null);
    setRevoked(false);
    const address = email.trim();
    if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError({ email: 'invalidEmail' });
    setError({});
    setBusy(true);
    const { status, fields, data } = await postJson<Made>('/api/challenges/invitations', { challengeId: challenge.id, locale: language, ...(address ? { email: address } : {}) });
    setBusy(false);
    if (status !== 200 || !data) return setError(savedProblem(status, fields, problems, ['form', 'challengeId', 'locale']));
    setMade({ url: data.url, sentTo: data.sentTo });
    setEmail('');
    refresh();
  }

  async function revoke(id: string) {
    setRevoked(false);
    const { status, fields } = await postJson('/api/challenges/invitations/revoke', { id });
    if (status !== 200) return setError(savedProblem(status, fields, problems, ['form', 'id']));
    setRevoked(true);
    refresh();
  }

  const err = (field: string) => (error[field] ? problems[error[field]!] : undefined);

  return (
    <div className="space-y-4" data-testid="invite">
      <h4 className="font-semibold">{t.title}</h4>
      {full ? (
        <p className="text-ink-muted">{t.full}</p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-ink-muted">{fill(t.lead, { days: INVITATION_DAYS })}</p>
          <div className="space-y-1.5">
            <label htmlFor={`invite-language-${challenge.id}`} className="block text-sm font-semibold">
              {t.language}
            </label>
            <select id={`invite-language-${challenge.id}`} name="language" value={language} className={`${inputClasses} max-w-xs`} onChange={(event) => setLanguage(event.target.value as Locale)}>
              <LocaleOptions />
            </select>
          </div>
          <Field
            className="max-w-md"
            label={t.email}
            hint={t.emailHint}
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            error={err('email')}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error.form ? <Alert tone="danger">{err('form')}</Alert> : null}
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? t.saving : t.submit}
          </Button>
        </form>
      )}
      {made ? (
        <div className="space-y-2 rounded-2xl bg-brand-50 p-4" data-testid="invitation-made">
          <p className="text-sm font-semibold">{made.sentTo ? fill(t.sent, { email: made.sentTo }) : t.made}</p>
          <label htmlFor={`invite-link-${challenge.id}`} className="sr-only">
            {t.link}
          </label>
          <input id={`invite-link-${challenge.id}`} readOnly value={made.url} className={`${inputClasses} font-mono text-sm`} onFocus={(event) => event.target.select()} />
          <Button size="sm" onClick={() => void share({ url: made.url, text: fill(t.shareText, { name }) })}>
            {canShare ? t.share : t.copy}
          </Button>
          <p role="status" aria-live="polite" className={`text-sm font-semibold ${copyFailed ? 'text-danger-700' : 'text-success-700'}`}>
            {copied ? t.copied : copyFailed ? t.copyFailed : ''}
          </p>
        </div>
      ) : null}
      {revoked ? <Alert tone="success">{t.revoked}</Alert> : null}
      {challenge.invitations.length ? (
        <div>
          <h5 className="text-sm font-semibold">{t.openTitle}</h5>
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line" data-testid="open-invitations">
            {challenge.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
                <span className="min-w-0 break-words">
                  {invitation.sentTo ? fill(t.sentTo, { email: invitation.sentTo }) : t.byLink} · {fill(t.validUntil, { date: formatDay(invitation.expiresAt.slice(0, 10), locale, { dateStyle: 'medium' }) })}
                </span>
                <Button size="sm" variant="ghost" onClick={() => void revoke(invitation.id)}>
                  {t.revoke}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
