'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ChallengeStrings } from '@/features/challenges/components/strings';
import type { BuyStrings } from '@/features/purchases/components/buy-panel';
import { forgetPerson, keepPersonal, keptPersonal } from '@/features/pwa/personal-data';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { CRAVINGS_SENT_EVENT } from '../craving-queue';
import type { DashboardData } from '../dashboard-data';
import { RefreshContext } from './refresh';
import { OfflineNotice, Shell, Loading } from './programme-frame';
import { Programme } from './programme-dashboard';

export interface ProgrammeStrings {
  programme: Messages['programme'];
  triggers: Messages['survey']['triggers']['options'];
  reasons: Messages['survey']['reasons']['options'];
  challenges: ChallengeStrings;
  purchases: BuyStrings;
  offline: Pick<Messages['pwa'], 'programme' | 'sos'>;
  help: Messages['helpNearYou'];
}

export interface ProgrammeLinks {
  /** This page's own path in the locale. */
  self: string;
  survey: string;
  test: string;
  signIn: string;
}

/** `savedAt`: the data is the last answer kept on this device, shown offline. */
/** `stale`: loading it again (after a change) failed, so what is shown may be out of date. */
type State = { kind: 'loading' } | { kind: 'ready'; data: DashboardData; savedAt?: string; stale?: boolean } | { kind: 'failed' } | { kind: 'signedOut' };

const stepInAddress = (): number | null => {
  const value = new URLSearchParams(window.location.search).get('step');
  return value && /^\d{1,2}$/.test(value) ? Number(value) : null;
};

/**
 * The signed-in person's programme. The page around it is the same for everyone (prerendered,
 * served from memory); the person's data comes from GET /api/programme/dashboard, and is loaded
 * again after every change they make.
 */
export function ProgrammeApp({ locale, strings, links }: { locale: Locale; strings: ProgrammeStrings; links: ProgrammeLinks }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [step, setStep] = useState<number | null>(null);

  const load = useCallback(async () => {
    const asked = stepInAddress();
    setStep(asked);
    const address = `/api/programme/dashboard?locale=${locale}${asked ? `&step=${asked}` : ''}`;
    let response: Response;
    try {
      response = await fetch(address, { cache: 'no-store', credentials: 'same-origin' });
    } catch {
      // Offline: the last answer this device kept, marked with its time.
      const kept = await keptPersonal<DashboardData>(address);
      setState((previous) =>
        previous.kind === 'ready' && !previous.savedAt ? { ...previous, stale: true } : kept ? { kind: 'ready', data: kept.data, savedAt: kept.savedAt } : { kind: 'failed' },
      );
      return;
    }
    try {
      if (response.status === 401) {
        await forgetPerson();
        // The session has ended: its cookie is gone now, so the address shows the visitors' page.
        if (!sessionStorage.getItem('exhale.programme.reloaded')) {
          sessionStorage.setItem('exhale.programme.reloaded', '1');
          window.location.reload();
        } else setState({ kind: 'signedOut' });
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      sessionStorage.removeItem('exhale.programme.reloaded');
      const data = (await response.json()) as DashboardData;
      setState({ kind: 'ready', data });
      void keepPersonal(address, data);
    } catch {
      setState((previous) => (previous.kind === 'ready' ? { ...previous, stale: true } : { kind: 'failed' }));
    }
  }, [locale]);

  useEffect(() => {
    // The first load after hydration; later ones follow changes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    // Back online, or cravings kept offline have been sent: the data is loaded again.
    const reload = () => void load();
    window.addEventListener('online', reload);
    window.addEventListener(CRAVINGS_SENT_EVENT, reload);
    return () => {
      window.removeEventListener('online', reload);
      window.removeEventListener(CRAVINGS_SENT_EVENT, reload);
    };
  }, [load]);

  const t = strings.programme;
  if (state.kind === 'loading') return <Loading label={t.loading} title={t.title} />;
  if (state.kind === 'signedOut')
    return (
      <Shell title={t.title}>
        <Alert tone="info">
          <a href={links.signIn} className="font-semibold underline">
            {t.signedOut}
          </a>
        </Alert>
      </Shell>
    );
  if (state.kind === 'failed')
    return (
      <Shell title={t.title}>
        <Alert tone="danger">{t.loadFailed}</Alert>
        <button type="button" className={buttonClasses('secondary', 'md', 'mt-4')} onClick={() => void load()}>
          {t.retry}
        </button>
      </Shell>
    );
  return (
    <RefreshContext.Provider value={load}>
      {state.savedAt ? <OfflineNotice text={strings.offline.programme.offlineAsOf} savedAt={state.savedAt} locale={locale} /> : null}
      {state.stale && !state.savedAt ? (
        <div className="mb-4" data-testid="programme-stale">
          <Alert tone="warning">
            {t.loadFailed}{' '}
            <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void load()}>
              {t.retry}
            </button>
          </Alert>
        </div>
      ) : null}
      <Programme data={state.data} locale={locale} strings={strings} links={links} step={step} />
    </RefreshContext.Provider>
  );
}
