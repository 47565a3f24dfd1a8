'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { onDemand, useOnDemand } from '@/lib/client/on-demand';
import { applyAnalytics } from '../analytics';
import { allowsAnalytics, choiceCookie, readChoice, storedRecord } from '../choice';
import { CONSENT_PREFERENCES_EVENT, CONSENT_RUN_EVENT, type ConsentStrings } from '../config';
import { ConsentBanner } from './consent-banner';

/**
 * The choices' dialog and its primitives, loaded when first opened. A failed load (offline before
 * it was ever opened) is not kept, so the next press tries again, and nothing on the page breaks.
 */
const loadPreferences = onDemand(() => import('./consent-preferences').then((module) => module.ConsentPreferences));

/** Runs of the consent script since the document was loaded (kept across language changes). */
let runs = 0;

/** The banner asks: `ask` with no choice yet, `renew` when a choice for an earlier notice is stored. */
type Asking = 'ask' | 'renew' | null;

/**
 * The consent script (docs/decisions/0019-cookie-consent.md): after hydration and again after each
 * client-side navigation and language change (spec: "after each page navigation the cookie-consent
 * script is re-run"), it reads the stored choice, shows the banner when there is no valid one, and
 * brings the optional statistics in line with it. The banner and the preferences dialog are drawn
 * by React in the page's language: the banner is part of the page's code, the dialog is loaded
 * when the choices are first opened.
 */
export function ConsentManager({ locale, strings }: { locale: Locale; strings: ConsentStrings }) {
  const pathname = usePathname();
  const [asking, setAsking] = useState<Asking>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // The dialog's component once loaded (until the choices are first opened, its code is not).
  const { loaded: Preferences, request: requestPreferences } = useOnDemand(loadPreferences);
  const [analyticsAllowed, setAnalyticsAllowed] = useState(false);
  const tookFocus = useRef(false);
  // The banner takes the focus once per document at most.
  const takeFocus = useCallback(() => {
    if (tookFocus.current) return false;
    tookFocus.current = true;
    return true;
  }, []);

  useEffect(() => {
    const choice = readChoice(document.cookie, Date.now());
    // Reading the browser's cookie is the point of the run: the server cannot know it, as pages are
    // prerendered for every visitor.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAsking(choice.state === 'valid' ? null : choice.state === 'outdated' ? 'renew' : 'ask');
    const analytics = allowsAnalytics(choice);
    setAnalyticsAllowed(analytics);
    void applyAnalytics(analytics);
    runs += 1;
    document.documentElement.dataset.consentRuns = String(runs);
    window.dispatchEvent(new CustomEvent(CONSENT_RUN_EVENT, { detail: { runs, path: window.location.pathname } }));
  }, [pathname, locale]);

  useEffect(() => {
    // Offline and never opened here: nothing is shown, and the next press tries again.
    const open = () => requestPreferences(() => setPreferencesOpen(true));
    window.addEventListener(CONSENT_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(CONSENT_PREFERENCES_EVENT, open);
  }, [requestPreferences]);

  const choose = (analytics: boolean) => {
    // The control pressed goes with the banner or the dialog: the focus goes on to the page's
    // content rather than being dropped to the document's start.
    const active = document.activeElement;
    if (active && active.closest('#consent-banner, [role="dialog"]')) {
      const main = document.getElementById('main');
      window.requestAnimationFrame(() => {
        const now = document.activeElement;
        if (!now || now === document.body || now === document.documentElement || !now.isConnected) main?.focus({ preventScroll: true });
      });
    }
    const record = storedRecord(document.cookie);
    document.cookie = choiceCookie({
      analytics,
      locale,
      now: Date.now(),
      id: record?.id ?? crypto.randomUUID(),
      firstGiven: record?.firstGiven,
      secure: window.location.protocol === 'https:',
    });
    setAsking(null);
    setPreferencesOpen(false);
    setAnalyticsAllowed(analytics);
    void applyAnalytics(analytics);
  };

  return (
    <>
      {asking ? (
        <ConsentBanner
          strings={strings.banner}
          privacyHref={publicPath('/privacy', locale)}
          renew={asking === 'renew'}
          takeFocus={takeFocus}
          onChoose={choose}
          onCustomise={() => window.dispatchEvent(new Event(CONSENT_PREFERENCES_EVENT))}
        />
      ) : null}
      {asking ? <div aria-hidden="true" data-consent-room="" className="h-[var(--consent-inset,0px)] print:hidden" /> : null}
      {Preferences ? (
        <Preferences
          strings={strings.preferences}
          open={preferencesOpen}
          onOpenChange={setPreferencesOpen}
          analyticsAllowed={analyticsAllowed}
          onChoose={choose}
        />
      ) : null}
    </>
  );
}
