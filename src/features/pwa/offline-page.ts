// The offline page: what the service worker shows for an address it has not kept, in the
// language the address names. Plain HTML without a script, precached by the worker.
import { defaultLocale, localeTags, type Locale } from '../../i18n/locales.ts';
import { publicPath } from '../../i18n/pathnames.ts';
import { BACKGROUND_COLOR, THEME_COLOR } from './manifest.ts';

export interface OfflineStrings {
  title: string;
  lead: string;
  retry: string;
  programme: string;
  home: string;
}

export const offlinePagePath = (locale: Locale): string => `/offline/${locale}.html`;

/** The language an address is in: its first segment when that names a language, else English. */
export function localeOfPath<L extends string>(pathname: string, known: readonly L[]): L | typeof defaultLocale {
  const first = pathname.split('/')[1] ?? '';
  return (known as readonly string[]).includes(first) ? (first as L) : defaultLocale;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePage(locale: Locale, t: OfflineStrings): string {
  const link = (href: string, label: string, primary = false) => `<a class="${primary ? 'primary' : ''}" href="${href}">${escape(label)}</a>`;
  return `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escape(t.title)} · Exhale</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${BACKGROUND_COLOR};color:#1c2321;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #dfe5e0;border-radius:1.25rem}
svg{display:block;width:3rem;height:3rem}
h1{margin:1rem 0 .5rem;font-size:1.75rem;line-height:1.2}
p{margin:0 0 1.5rem;color:#4a5551}
nav{display:flex;flex-wrap:wrap;gap:.75rem}
a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.1rem;border-radius:999px;border:1px solid #0f6a57;color:#0f6a57;font-weight:600;text-decoration:none}
a.primary{background:#0f6a57;color:#fff}
a:focus-visible{outline:3px solid #0b4f41;outline-offset:2px}
</style>
</head>
<body>
<main>
<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="${THEME_COLOR}"/><path d="M8 19c3.2 0 3.2-4 6.4-4s3.2 4 6.4 4 3.2-4 3.2-4M8 13c2.1 0 3-2 5-2" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>
<h1>${escape(t.title)}</h1>
<p>${escape(t.lead)}</p>
<nav>${link('', t.retry, true)}${link(publicPath('/quit-smoking', locale), t.programme)}${link(publicPath('/', locale), t.home)}</nav>
</main>
</body>
</html>
`;
}
