import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/config/env';
import { builtInRouteRules } from '@/i18n/route-rules';
import { publicPath, resolveRequest, type ResolveOptions } from '@/i18n/resolve';
import { localeCookieHeader, LOCALE_COOKIE } from '@/lib/locale-cookie';
import { buildCsp, createNonce } from '@/lib/security/csp';
import { prerenderedScriptHashes } from '@/lib/security/csp-manifest';
import { hasSessionCookie } from '@/lib/session-cookie';
import { log } from '@/lib/logger';

let options: (ResolveOptions & { dev: boolean; https: boolean }) | undefined;
function resolveOptions() {
  if (!options) {
    const config = env();
    const site = new URL(config.SITE_URL);
    options = {
      rules: [...builtInRouteRules, ...config.ROUTE_RULES],
      siteHost: site.hostname,
      siteOrigin: site.origin,
      dev: config.NODE_ENV === 'development',
      https: site.protocol === 'https:',
    };
  }
  return options;
}

const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const internalHeaders = ['x-exhale-path', 'x-exhale-invalid-route', 'x-exhale-locale', 'x-next-intl-locale'];

export function proxy(request: NextRequest) {
  const opts = resolveOptions();
  const { pathname, search } = request.nextUrl;
  const requestId = request.headers.get('x-request-id')?.match(/^[\w-]{8,64}$/)?.[0] ?? crypto.randomUUID();
  const host = request.headers.get('host') ?? '';
  const resolution = resolveRequest(pathname, search, host, opts);

  if (resolution.kind === 'redirect') {
    log.info('redirect', { requestId, path: pathname, status: resolution.status, location: resolution.location });
    const response = NextResponse.redirect(new URL(resolution.location, request.url), resolution.status);
    response.headers.set('x-request-id', requestId);
    return response;
  }

  const { locale, rewriteTo, invalidParam, guarded } = resolution;

  if (guarded && !hasSessionCookie(request)) {
    const target = `${publicPath('/login', locale)}?redirect=${encodeURIComponent(pathname + search)}`;
    const response = NextResponse.redirect(new URL(target, request.url), 307);
    response.headers.set('x-request-id', requestId);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }

  const headers = new Headers(request.headers);
  for (const name of internalHeaders) headers.delete(name);
  headers.set('x-request-id', requestId);
  headers.set('x-exhale-path', pathname);
  headers.set('x-exhale-locale', locale);
  headers.set('x-next-intl-locale', locale);
  if (invalidParam) headers.set('x-exhale-invalid-route', '1');

  const hashes = opts.dev || invalidParam ? undefined : prerenderedScriptHashes(rewriteTo);
  let csp: string;
  if (hashes) {
    csp = buildCsp({ hashes, upgradeInsecure: opts.https });
  } else {
    const nonce = createNonce();
    csp = buildCsp({ nonce, dev: opts.dev, upgradeInsecure: opts.https });
    // Next.js reads the nonce from this request header and puts it on its own scripts.
    headers.set('content-security-policy', csp);
  }

  // Relative to request.url (the server's own origin), not nextUrl (which follows the Host header):
  // a rewrite to another origin would be proxied as an external request.
  const response = NextResponse.rewrite(new URL(rewriteTo + search, request.url), { request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  // Prerendered pages are the same for everyone: a CDN or reverse proxy may keep them for an hour
  // and serve a stale copy while it refetches; browsers revalidate with the ETag.
  if (hashes) response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  response.headers.set('x-request-id', requestId);
  if (request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.headers.append('Set-Cookie', localeCookieHeader(locale));
  }
  log.debug('request', { requestId, method: request.method, path: pathname, locale, url: request.url, next: request.nextUrl.href });
  return response;
}

export const config = {
  // Everything but framework assets, API routes, build manifests and files with an extension.
  matcher: ['/((?!api/|_next/|builds/|.*\\.[a-zA-Z0-9]+$).*)'],
};
