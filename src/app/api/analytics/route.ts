import { env } from '@/config/env';

export const dynamic = 'force-dynamic';

// The optional statistics script (ANALYTICS_SCRIPT_URL), read by the browser only after the
// visitor allowed analytics (src/features/consent/analytics.ts). Served at run time so one build
// works with and without it; nulls when it is not configured.
export function GET() {
  const config = env();
  const scriptUrl = config.ANALYTICS_SCRIPT_URL ?? null;
  const domain = scriptUrl ? (config.ANALYTICS_DOMAIN ?? new URL(config.SITE_URL).hostname) : null;
  return Response.json({ scriptUrl, domain }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
