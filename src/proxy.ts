import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/config/env';
import { liveRoute } from '@/features/content/live-route';
import { previewModeOf, type PreviewMode } from '@/features/content/preview-token';
import { builtInRouteRules } from '@/i18n/route-rules';
import { preferredLocale } from '@/i18n/preferred-locale';
import { publicPath, resolveRequest, type ResolveOptions } from '@/i18n/resolve';
import { isFilePath, listPublicFiles } from '@/lib/public-files';
import { localeCookieHeader, LOCALE_COOKIE } from '@/lib/locale-cookie';
import { analyticsOrigin, buildCsp, createNonce } from '@/lib/security/csp';
import { prerenderedScriptHashes } from '@/lib/security/csp-manifest';

const prerenderedCspCache = new Map<string, string | null>();
/** The hash-based CSP of a prerendered route, built once per route; null for other routes. */
function prerenderedCsp(route: string, https: boolean, analytics: string | undefined): string | null {
  let csp = prerenderedCspCache.get(route);
  if (csp === undefined) {
    const hashes = prerenderedScriptHashes(route);
    csp = hashes ? buildCsp({ hashes, upgradeInsecure: https, analytics }) : null;
    prerenderedCspCache.set(route, csp);
  }
  return csp;
}
import { hasSessionCookie, PERSONAL_ROUTES } from '@/lib/session-cookie';
import { PERSONAL_ADDRESS_CACHE, PERSONAL_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '@/lib/page-cache';
import { log } from '@/lib/logger';

let options:
  | (ResolveOptions & {
      dev: boolean;
      https: boolean;
      storyblok: boolean;
      previewToken?: string;
      publicFiles: ReadonlySet<string>;
      analytics?: string;
    })
  | undefined;
function resolveOptions() {
  if (!options) {
    const config = env();
    const site = new URL(config.SITE_URL);
    options = {
      publicFiles: listPublicFiles(process.cwd()),
      rules: [...builtInRouteRules, ...config.ROUTE_RULES],
      siteHost: site.hostname,
      siteOrigin: site.origin,
      dev: config.NODE_ENV === 'development',
      https: site.protocol === 'https:',
      storyblok: Boolean(config.STORYBLOK_TOKEN),
      previewToken: config.STORYBLOK_PREVIEW_TOKEN,
      analytics: analyticsOrigin(config.ANALYTICS_SCRIPT_URL, site.origin),
    };
  }
  return options;
}

const internalHeaders = ['x-exhale-path', 'x-exhale-invalid-route', 'x-exhale-locale', 'x-next-intl-locale', 'x-exhale-preview'];

export async function proxy(request: NextRequest) {
  const opts = resolveOptions();
  const { pathname, search } = request.nextUrl;
  // Files in public/ and the app's file routes are served as they are.
  if (isFilePath(pathname, opts.publicFiles)) return NextResponse.next();
  const requestId = request.headers.get('x-request-id')?.match(/^[\w-]{8,64}$/)?.[0] ?? crypto.randomUUID();
  const host = request.headers.get('host') ?? '';
  const resolution = resolveRequest(pathname, search, host, opts, () =>
    preferredLocale(request.headers.get('cookie'), request.headers.get('accept-language')),
  );

  if (resolution.kind === 'redirect') {
    log.info('redirect', { requestId, path: pathname, status: resolution.status, location: resolution.location });
    const response = NextResponse.redirect(new URL(resolution.location, request.url), resolution.status);
    response.headers.set('x-request-id', requestId);
    return response;
  }

  const { locale, rewriteTo, invalidParam, guarded } = resolution;

  // A POST to an unsubscribe address: RFC 8058's one-click from a mail client, or the page's own
  // form without JavaScript. Both go to the handler; the token in the path is the authority. A
  // token not even of the right shape goes there too: the handler refuses it like a forged one
  // (a page's 404 rendered for a POST would be Next's empty error shell).
  if (request.method === 'POST' && resolution.route === '/unsubscribe/[id]' && !request.headers.has('next-action')) {
    const token = pathname.slice(pathname.lastIndexOf('/') + 1);
    const headers = new Headers(request.headers);
    headers.set('x-exhale-locale', locale);
    return NextResponse.rewrite(new URL(`/api/email/unsubscribe/${token}`, request.url), { request: { headers } });
  }

  if (guarded && !hasSessionCookie(request)) {
    const target = `${publicPath('/login', locale)}?redirect=${encodeURIComponent(pathname + search)}`;
    const response = NextResponse.redirect(new URL(target, request.url), 307);
    response.headers.set('x-request-id', requestId);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }

  // A prerendered page is sent as built: it needs no request headers and its CSP is fixed, so the
  // cheapest rewrite will do (a signed-in page with an id, the certificate editor, is rewritten by
  // the resolver to its one prerendered page per locale). Everything else renders per request
  // with a nonce and the proxy's findings in request headers.
  // Storyblok's preview: drafts only for a verified _storyblok_tk (decided here, passed on in a
  // header the page trusts because the proxy always sets or removes it).
  const preview: PreviewMode = opts.storyblok ? await previewModeOf(request.nextUrl.searchParams, opts.previewToken) : 'off';
  // A signed-in person's own version of a personal page: `/{locale}/quit-smoking/mine`, the same
  // prerendered page for everyone, which loads its person's data (decision 0014).
  const personal = resolution.route !== null && PERSONAL_ROUTES.has(resolution.route) && !invalidParam && hasSessionCookie(request);
  const internal = personal ? `${rewriteTo}/mine` : opts.storyblok ? liveRoute(rewriteTo) : rewriteTo;
  const prerendered = opts.dev || invalidParam || preview !== 'off' ? undefined : prerenderedCsp(internal, opts.https, opts.analytics);
  const target = new URL(internal + search, request.url);
  let response: NextResponse;
  if (prerendered) {
    response = NextResponse.rewrite(target);
    response.headers.set('Content-Security-Policy', prerendered);
    // See src/lib/page-cache.ts: shared caches may keep public pages; never a personal one.
    const personalAddress = resolution.route !== null && PERSONAL_ROUTES.has(resolution.route);
    response.headers.set('Cache-Control', personal || guarded ? PERSONAL_PAGE_CACHE : personalAddress ? PERSONAL_ADDRESS_CACHE : PUBLIC_PAGE_CACHE);
  } else {
    const headers = new Headers(request.headers);
    for (const name of internalHeaders) headers.delete(name);
    headers.set('x-request-id', requestId);
    headers.set('x-exhale-path', pathname);
    headers.set('x-exhale-locale', locale);
    headers.set('x-next-intl-locale', locale);
    if (invalidParam) headers.set('x-exhale-invalid-route', '1');
    if (preview !== 'off') headers.set('x-exhale-preview', preview);
    const csp = buildCsp({
      nonce: createNonce(),
      dev: opts.dev,
      upgradeInsecure: opts.https,
      storyblok: preview === 'editor' ? 'editor' : opts.storyblok ? 'assets' : undefined,
      analytics: opts.analytics,
    });
    // Next.js reads the nonce from this request header and puts it on its own scripts.
    headers.set('content-security-policy', csp);
    response = NextResponse.rewrite(target, { request: { headers } });
    response.headers.set('Content-Security-Policy', csp);
    // A preview is private: no shared cache may keep a draft.
    if (preview !== 'off') response.headers.set('Cache-Control', 'private, no-store');
  }
  response.headers.set('x-request-id', requestId);
  // Prefetches of links to other languages (the language menu) must not switch the cookie.
  const prefetch = request.headers.has('next-router-prefetch') || request.headers.get('sec-purpose')?.includes('prefetch');
  // An unknown path names no language: its 404 page must not change the visitor's choice.
  if (resolution.route !== null && !prefetch && request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.headers.append('Set-Cookie', localeCookieHeader(locale));
  }
  log.debug('request', { requestId, method: request.method, path: pathname, locale });
  return response;
}

export const config = {
  // Everything but framework assets, API routes and build manifests: a path with a dot is a page
  // address like any other unless it names a public file (checked above), so an unknown one gets
  // the translated 404 page instead of reaching `[locale]` with a file name as its locale.
  matcher: ['/((?!api/|_next/|builds/latest\\.json$|builds/meta/[^/]+$).*)'],
};
