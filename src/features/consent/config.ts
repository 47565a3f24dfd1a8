import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';

// The cookie-consent library's settings (docs/decisions/0019-cookie-consent.md). Pure data, so it
// is tested without a browser; the client component adds the callbacks.

export type ConsentStrings = Messages['consent'];

/** Where the choice is kept: a first-party cookie of its own (itself strictly necessary). */
export const CONSENT_COOKIE = 'exhale_consent';

/**
 * The version of what the banner asks. Raise it when a category is added or the use of data
 * changes: every stored choice of an earlier version is then invalid and the banner asks again.
 */
export const CONSENT_REVISION = 1;

export const CATEGORY = { necessary: 'necessary', analytics: 'analytics' } as const;

const LINE_CLASS = 'consent-line';
/**
 * A text of the banner as HTML, one block per sentence or clause after a colon. The banner appears after the page is idle,
 * and a browser counts each block of text as one paint: a whole paragraph would become the page's
 * Largest Contentful Paint on a phone (docs/decisions/0019-cookie-consent.md).
 */
const line = (text: string, tag = 'span') =>
  text
    .split(/(?<=[.!?:;])\s+/)
    .map((part) => `<${tag} class="${LINE_CLASS}">${part}</${tag}>`)
    .join(' ');

/** The library's texts for one language, from the `consent` catalog namespace. */
export function consentTranslation(strings: ConsentStrings): Translation {
  const { banner, preferences } = strings;
  return {
    consentModal: {
      label: banner.label,
      title: banner.title,
      // The library replaces {{revisionMessage}} with the notice below when an older choice exists.
      description: `${line(banner.description)}${line(banner.analytics)}{{revisionMessage}}`,
      revisionMessage: line(banner.revision, 'strong'),
      acceptAllBtn: banner.acceptAll,
      acceptNecessaryBtn: banner.necessaryOnly,
      showPreferencesBtn: banner.customise,
    },
    preferencesModal: {
      title: preferences.title,
      acceptAllBtn: preferences.acceptAll,
      acceptNecessaryBtn: preferences.necessaryOnly,
      savePreferencesBtn: preferences.save,
      closeIconLabel: preferences.close,
      sections: [
        { title: preferences.introTitle, description: preferences.intro },
        { title: preferences.necessaryTitle, description: preferences.necessary, linkedCategory: CATEGORY.necessary },
        { title: preferences.analyticsTitle, description: preferences.analytics, linkedCategory: CATEGORY.analytics },
      ],
    },
  };
}

/**
 * The settings for a page in `locale`. The banner is never shown by the library itself
 * (`autoShow: false`): the app shows it after each run when no valid choice exists.
 */
export function consentConfig(locale: Locale, strings: ConsentStrings, secure: boolean): CookieConsentConfig {
  return {
    autoShow: false,
    revision: CONSENT_REVISION,
    mode: 'opt-in',
    // Scripts are added by the app (analytics.ts), not from tags in the page.
    manageScriptTags: false,
    // The analytics tool sets no cookies; nothing to clear when it is withdrawn.
    autoClearCookies: false,
    // The banner must be testable and shown to everyone, automated browsers included.
    hideFromBots: false,
    disablePageInteraction: false,
    lazyHtmlGeneration: true,
    cookie: { name: CONSENT_COOKIE, path: '/', sameSite: 'Lax', secure, expiresAfterDays: 182, useLocalStorage: false },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      [CATEGORY.necessary]: { enabled: true, readOnly: true },
      [CATEGORY.analytics]: { enabled: false, readOnly: false },
    },
    language: { default: locale, translations: { [locale]: consentTranslation(strings) } },
  };
}
