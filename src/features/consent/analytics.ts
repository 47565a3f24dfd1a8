// The optional statistics script of the "analytics" category (docs/decisions/0019): added to the
// page only when the visitor allowed analytics and the server has ANALYTICS_SCRIPT_URL, taken away
// again when the choice is withdrawn.

const SCRIPT_ID = 'exhale-analytics';
/** Plausible-compatible scripts send nothing while this is set in the browser's storage. */
const IGNORE_KEY = 'plausible_ignore';

export interface AnalyticsSettings {
  scriptUrl: string;
  domain: string;
}

/** The server's answer from /api/analytics: settings, or null when analytics is not configured. */
export function parseAnalyticsSettings(value: unknown): AnalyticsSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { scriptUrl, domain } = value as Record<string, unknown>;
  if (typeof scriptUrl !== 'string' || typeof domain !== 'string') return null;
  const url = URL.parse(scriptUrl);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return { scriptUrl: url.href, domain };
}

let settings: Promise<AnalyticsSettings | null> | undefined;
function analyticsSettings(): Promise<AnalyticsSettings | null> {
  settings ??= fetch('/api/analytics', { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : null))
    .then(parseAnalyticsSettings)
    .catch(() => {
      // Offline or the server is restarting: ask again at the next run.
      settings = undefined;
      return null;
    });
  return settings;
}

function setIgnored(ignored: boolean) {
  try {
    if (ignored) window.localStorage.setItem(IGNORE_KEY, 'true');
    else window.localStorage.removeItem(IGNORE_KEY);
  } catch {
    // Storage blocked: removing the script is enough for new pages.
  }
}

/**
 * Whether a page may be counted. An email link's page carries its secret in the path (an
 * unsubscribe token names the address; the undo and view-in-browser links act for the person), and
 * a statistics tool records the path: such pages, reached from an email, never load the script.
 */
export function countable(pathname: string): boolean {
  return !/\/(?:unsubscribe|restore-email)\/|\/email-template\//.test(pathname);
}

/** Brings the page in line with the visitor's choice; asks the server only when analytics is allowed. */
export async function applyAnalytics(allowed: boolean): Promise<void> {
  const present = document.getElementById(SCRIPT_ID);
  if (allowed && !countable(window.location.pathname)) {
    // A script already running (from a page before) does not send this page's address.
    if (present) setIgnored(true);
    return;
  }
  if (!allowed) {
    if (present) {
      present.remove();
      // The script already running on this page stops sending with the flag.
      setIgnored(true);
    }
    return;
  }
  const config = await analyticsSettings();
  if (!config) return;
  setIgnored(false);
  if (present || document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.defer = true;
  script.src = config.scriptUrl;
  script.dataset.domain = config.domain;
  document.head.append(script);
}
