import 'server-only';
import { env } from '@/config/env';

/**
 * CSRF check for the app's own JSON endpoints (DESIGN.md §6): a state change is accepted only
 * from a page of this site, as the browser tells by Origin (or, without it, Sec-Fetch-Site).
 */
export function fromThisSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(env().SITE_URL).origin || origin === new URL(request.url).origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}
