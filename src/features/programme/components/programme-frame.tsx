'use client';

import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/fill';
import { Alert } from '@/ui/alert';
import { dateFormat } from '../progress';

/** Above the programme shown from this device's copy: since when the data is. */
export function OfflineNotice({ text, savedAt, locale }: { text: string; savedAt: string; locale: Locale }) {
  const time = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(savedAt));
  return (
    <div className="mb-4" data-testid="offline-notice">
      <Alert tone="info">{fill(text, { time })}</Alert>
    </div>
  );
}

export function Shell({ title, greeting, children }: { title: string; greeting?: string; children: React.ReactNode }) {
  return (
    <>
      <p className="min-h-5 text-sm font-semibold break-words hyphens-auto text-brand-800">{greeting ?? '\u00a0'}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words hyphens-auto sm:text-4xl">{title}</h1>
      <div className="mt-8">{children}</div>
    </>
  );
}

export function Loading({ label, title }: { label: string; title: string }) {
  return (
    <Shell title={title}>
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">{label}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-[var(--radius-card)] bg-brand-100 motion-reduce:animate-none" />
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
          <div className="h-28 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
          <div className="h-28 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
          <div className="h-28 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
        </div>
      </div>
    </Shell>
  );
}
