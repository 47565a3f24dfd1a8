'use client';

import type { ReactNode } from 'react';
import { formatIcu } from '@/lib/icu';
import { usePersonalData } from '@/lib/client/use-personal-data';
import { Card } from '@/ui/card';
import { LoadFailed, type LoadFailedStrings } from '@/ui/load-failed';
import type { DataOverview } from '../data-overview';
import { DeletionForm, type DeletionStrings } from './deletion-form';

export interface DataPageStrings {
  overview: { title: string; lead: string; /** ICU: `{count, plural, …}` */ count: string };
  sections: Record<string, string>;
  delete: { heading: string; lead: string; passwordHint: string };
  deletion: DeletionStrings;
  loading: string;
  failed: LoadFailedStrings;
}

/**
 * /data-deletion: the same for everyone, prerendered per locale; what the account holds and how
 * its person proves it is them come from GET /api/account/data (decision 0014's pattern). Without
 * a valid session the browser goes to the log-in page, which comes back here.
 */
export function DataApp({ locale, strings, links, download }: {
  locale: string;
  strings: DataPageStrings;
  links: { login: string; self: string };
  /** The download section, the same for everyone. */
  download: ReactNode;
}) {
  const state = usePersonalData<DataOverview>('/api/account/data', links.login);

  if (state.kind === 'loading') {
    return (
      <div role="status" aria-live="polite" className="space-y-6">
        <span className="sr-only">{strings.loading}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-[var(--radius-card)] bg-line/50 motion-reduce:animate-none" />
      </div>
    );
  }
  // The downloads need no data call: they stay offered when it failed.
  if (state.kind === 'failed')
    return (
      <>
        <LoadFailed offline={state.offline} strings={strings.failed} onRetry={state.retry} />
        {download}
      </>
    );

  const { data } = state;
  return (
    <>
      <section aria-labelledby="holds">
        <Card>
          <h2 id="holds" className="text-xl font-bold tracking-tight">{strings.overview.title}</h2>
          <p className="mt-1 text-sm text-ink-muted">{strings.overview.lead}</p>
          <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-2 min-[440px]:grid-cols-2">
            {data.counts.map(({ key, count }) => (
              <div key={key} className="flex items-baseline justify-between gap-3 border-b border-line py-1.5">
                <dt>{strings.sections[key]}</dt>
                <dd className="font-semibold tabular-nums" data-section={key}>
                  {formatIcu(strings.overview.count, { count }, locale)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </section>
      {download}
      <section aria-labelledby="delete">
        <Card className="ring-2 ring-danger-600/30">
          <h2 id="delete" className="text-xl font-bold tracking-tight text-danger-700">{strings.delete.heading}</h2>
          <p className="mt-1 text-ink-muted">{strings.delete.lead}</p>
          {data.withPassword ? <p className="mt-2 text-sm text-ink-muted">{strings.delete.passwordHint}</p> : null}
          <div className="mt-5">
            <DeletionForm
              locale={locale}
              email={data.email}
              deletionPath={links.self}
              proof={data.withPassword ? { kind: 'password' } : { kind: 'link', fresh: data.fresh }}
              strings={strings.deletion}
            />
          </div>
        </Card>
      </section>
    </>
  );
}
