import { localeFileRoute } from '@/features/pwa/locale-file-route';
import { manifestPath, webManifest } from '@/features/pwa/manifest';

export const dynamic = 'force-static';

// The web app manifest of one language: /manifests/de.webmanifest.
export const { generateStaticParams, GET } = localeFileRoute(
  manifestPath,
  (locale, strings) =>
    new Response(JSON.stringify(webManifest(locale, strings.manifest)), {
      headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    }),
);
