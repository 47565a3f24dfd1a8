// The consent library with its styles: loaded by the consent components only after the page is
// idle (or when the visitor asks for the settings), so it stays out of the critical path.
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import type { Locale } from '@/i18n/locales';
import { applyAnalytics } from './analytics';
import { CATEGORY, consentConfig, type ConsentStrings } from './config';

/** Dispatched on window after every run of the consent script, with the run's count and path. */
export const CONSENT_RUN_EVENT = 'exhale:consent-run';

let runs = 0;
// Runs one after the other: a quick second navigation waits for the first run to finish.
let queue: Promise<void> = Promise.resolve();
let markFirstRun: () => void = () => {};
const firstRun = new Promise<void>((resolve) => {
  markFirstRun = resolve;
});

function applyChoice() {
  void applyAnalytics(CookieConsent.validConsent() && CookieConsent.acceptedCategory(CATEGORY.analytics));
}

/**
 * Runs the consent script for the current page: built afresh (so a new language or a changed
 * revision applies), the banner shown when no valid choice exists, optional scripts brought in
 * line with the choice.
 */
export function runConsent(locale: Locale, strings: ConsentStrings): Promise<void> {
  queue = queue.then(() => runOnce(locale, strings)).catch(() => {
    // A failed run leaves the page as it is; the next navigation tries again.
  });
  return queue;
}

async function runOnce(locale: Locale, strings: ConsentStrings): Promise<void> {
  // The first run comes right after the library's code is evaluated: a task of its own for the
  // run and the banner, as the two in one made a phone's longest task after loading (total
  // blocking time). The reset, the run and the banner stay together, so the banner never appears
  // half made and keeps the focus it takes.
  if (runs === 0) await yieldToBrowser();
  if (runs > 0) CookieConsent.reset(false);
  await CookieConsent.run({
    ...consentConfig(locale, strings, window.location.protocol === 'https:'),
    onConsent: applyChoice,
    onChange: applyChoice,
  });
  if (!CookieConsent.validConsent()) CookieConsent.show(true);
  applyChoice();
  runs += 1;
  document.documentElement.dataset.consentRuns = String(runs);
  window.dispatchEvent(new CustomEvent(CONSENT_RUN_EVENT, { detail: { runs, path: window.location.pathname } }));
  markFirstRun();
}

/** Lets the browser paint and answer input before the next piece of work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Opens the preferences dialog once the consent script has run on this page. */
export async function showConsentPreferences(): Promise<void> {
  await firstRun;
  await queue;
  CookieConsent.showPreferences();
}
