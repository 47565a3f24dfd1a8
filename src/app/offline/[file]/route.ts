import { localeFileRoute } from '@/features/pwa/locale-file-route';
import { offlinePage, offlinePagePath } from '@/features/pwa/offline-page';

export const dynamic = 'force-static';

// No script at all; its styles are one inline <style> element.
const OFFLINE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// The page the service worker shows for an address it has not kept, offline: /offline/de.html.
export const { generateStaticParams, GET } = localeFileRoute(
  offlinePagePath,
  (locale, strings) =>
    new Response(offlinePage(locale, strings.offline), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate', 'Content-Security-Policy': OFFLINE_CSP },
    }),
);
