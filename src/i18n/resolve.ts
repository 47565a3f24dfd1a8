import { defaultLocale, isLocale, locales, type Locale } from './locales.ts';
import { pathnames, type InternalPath } from './pathnames.ts';
import { isValidParam, routeParamSchemas, type DynamicRoute } from './route-params.ts';
import { findRouteRule } from './route-rules.ts';
import { idShell, needsSignIn } from './guard.ts';
import type { RouteRule } from '@/config/schema';

export type Resolution =
  | { kind: 'redirect'; status: 301 | 302 | 307 | 308; location: string }
  | {
      kind: 'rewrite';
      locale: Locale;
      /**
       * Path inside the app tree: `/{locale}{internal path}` (for a signed-in route with an id,
       * its one page for every id, `/{locale}/certificate/edit/shell`).
       */
      rewriteTo: string;
      route: InternalPath | null;
      invalidParam: boolean;
      guarded: boolean;
    };

export interface ResolveOptions {
  rules: readonly RouteRule[];
  /** The site's own host (from SITE_URL); `m.` + this host is the mobile subdomain. */
  siteHost: string;
  siteOrigin: string;
}

// Precomputed once: for each locale, localized word -> internal path, and the English words that
// must be redirected to the locale's own word.
const localizedToInternal = new Map<Locale, Map<string, InternalPath>>();
const englishToLocalized = new Map<Locale, Map<string, string>>();
for (const locale of locales) {
  const forward = new Map<string, InternalPath>();
  const english = new Map<string, string>();
  for (const [internal, entry] of Object.entries(pathnames) as [InternalPath, (typeof pathnames)[InternalPath]][]) {
    if (typeof entry === 'string') continue;
    const word = entry[locale];
    forward.set(word, internal);
    if (word !== internal) english.set(internal, word);
  }
  localizedToInternal.set(locale, forward);
  englishToLocalized.set(locale, english);
}

const staticRoutes = new Set<string>(
  (Object.keys(pathnames) as InternalPath[]).filter((p) => !p.includes('[')),
);
const dynamicRoutes = (Object.keys(routeParamSchemas) as DynamicRoute[]).map((route) => {
  const segments = route.split('/').slice(1);
  return { route, segments };
});

function matchRoute(path: string): { route: InternalPath; invalidParam: boolean } | null {
  if (staticRoutes.has(path)) return { route: path as InternalPath, invalidParam: false };
  const segments = path.split('/').slice(1);
  for (const { route, segments: pattern } of dynamicRoutes) {
    if (pattern.length !== segments.length) continue;
    let id: string | undefined;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i] === '[id]') id = segments[i];
      else if (pattern[i] !== segments[i]) {
        ok = false;
        break;
      }
    }
    if (ok && id !== undefined) {
      let decoded = id;
      try {
        decoded = decodeURIComponent(id);
      } catch {
        return { route, invalidParam: true };
      }
      return { route, invalidParam: !isValidParam(route, decoded) };
    }
  }
  return null;
}

export { isGuardedPath } from './guard.ts';

function splitLocale(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const second = pathname.indexOf('/', 1);
  const first = second === -1 ? pathname.slice(1) : pathname.slice(1, second);
  if (first !== defaultLocale && isLocale(first)) {
    return { locale: first, rest: second === -1 ? '/' : pathname.slice(second), prefixed: true };
  }
  return { locale: defaultLocale, rest: pathname, prefixed: false };
}

/**
 * Decides what the proxy does with one request: a redirect (spec §2, in its order) or a rewrite
 * into the `[locale]` app tree. Pure and synchronous so it costs microseconds per request.
 *
 * Every rewrite names one of the nine locales first, whatever the path holds (dots, dot-files,
 * encoded characters): this is the locale segment's validation for every route under `[locale]`.
 * A path without a locale prefix that matches no route is answered in `unknownPathLocale()` (the
 * visitor's cookie or Accept-Language), since its address names no language.
 */
export function resolveRequest(
  pathname: string,
  search: string,
  host: string,
  opts: ResolveOptions,
  unknownPathLocale?: () => Locale,
): Resolution {
  const hostname = host.split(':')[0]?.toLowerCase() ?? '';
  if (hostname === `m.${opts.siteHost}` && pathname !== '/') {
    return { kind: 'redirect', status: 308, location: `${opts.siteOrigin}/` };
  }

  const rule = findRouteRule(opts.rules, pathname);
  if (rule) return { kind: 'redirect', status: rule.status, location: rule.target };

  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { kind: 'redirect', status: 301, location: (pathname.slice(3) || '/') + search };
  }

  const split = splitLocale(pathname);
  const { rest } = split;
  let { locale } = split;
  const localizedWord = englishToLocalized.get(locale)!.get(rest);
  if (localizedWord) {
    return { kind: 'redirect', status: 301, location: `/${locale}${localizedWord}${search}` };
  }

  const internal = localizedToInternal.get(locale)!.get(rest) ?? rest;
  const match = matchRoute(internal);
  if (!match && !split.prefixed && unknownPathLocale) locale = unknownPathLocale();
  // A signed-in page with an id (the certificate editor) is one prerendered page per locale for
  // every id: the browser reads the id from its address (guard.ts, decision 0025).
  const shell = match && !match.invalidParam ? idShell(match.route) : null;
  return {
    kind: 'rewrite',
    locale,
    // An id of an invalid format goes to the one route that answers 404 "Page Not Found: <path>",
    // so the routes with ids can stay prerendered.
    rewriteTo: match?.invalidParam ? `/${locale}/invalid-route` : `/${locale}${shell ?? (internal === '/' ? '' : internal)}`,
    route: match?.route ?? null,
    invalidParam: match?.invalidParam ?? false,
    // An id of an invalid format answers 404 to everyone, signed in or not (spec §8).
    guarded: needsSignIn(pathname, match && !match.invalidParam ? match.route : null),
  };
}

export { publicPath } from './pathnames.ts';
