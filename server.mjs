// The production server: Next.js behind a fast path for prerendered pages.
//
// A prerendered page is the same bytes for every visitor, yet going through Next.js costs about
// 2 ms of CPU per request (proxy, router, cache lookup). Here a plain GET or HEAD (not a
// client-router request) is first run through the proxy's own resolver: a redirect is answered at
// once, a public path listed in .next/static-pages.json gets its page from memory with the same
// headers the proxy would give it, and an unknown path gets its locale's prerendered 404 page.
// Everything else (guarded paths, routes with an id, APIs, assets) goes to Next.js.
// See docs/decisions/0007-static-fast-path.md.
import { randomUUID, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import nextEnv from '@next/env';
import next from 'next';
import { envSchema } from './src/config/schema.ts';
import { preferredLocale } from './src/i18n/preferred-locale.ts';
import { resolveRequest } from './src/i18n/resolve.ts';
import { builtInRouteRules } from './src/i18n/route-rules.ts';
import { formatLocaleCookie, LOCALE_COOKIE } from './src/lib/locale-cookie-format.ts';
import { cookieHeaderHasSession, PERSONAL_ROUTES } from './src/lib/session-cookie.ts';
import { PERSONAL_ADDRESS_CACHE, PERSONAL_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './src/lib/page-cache.ts';
import { staticSecurityHeaders } from './src/lib/security/headers.ts';
import { analyticsOrigin, buildCsp, nonceOf } from './src/lib/security/csp.ts';
import { keepLivePage, livePage } from './src/lib/server/live-pages.ts';
import { inlineScriptHashes } from './src/lib/security/script-hashes.ts';
import { scriptsAfterPaint } from './scripts/lib/scripts-after-paint.mjs';
import { withoutStaticFlight } from './scripts/lib/static-flight.mjs';
import { isFilePath, listPublicFiles } from './src/lib/public-files.ts';
import { lifecycle } from './src/lib/server/lifecycle.ts';
import { apiRouteMatcher, recordRequest } from './src/lib/server/metrics.ts';
import { fastReadFor } from './src/lib/server/fast-reads.ts';
import { errorFields, log } from './src/lib/logger.ts';

// The .env files, as `next start` reads them, before anything below reads the environment.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
// Next.js's configuration as the build serialized it (what its standalone server does): without
// it, every start compiles next.config.ts again, which loads two native compilers (about 40 MB of
// memory) for the life of the process.
try {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync(join(process.cwd(), '.next', 'required-server-files.json'), 'utf8')).config);
} catch {
  // No build yet: Next.js reports it on prepare().
}

/** One JSON log line, as the app's logger writes them. */
const logLine = (level, msg, fields = {}) => console.log(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const root = process.cwd();
// Without SITE_URL the site is this machine on this port, as the app's configuration says (src/config/env.ts).
const site = new URL(process.env.SITE_URL || `http://localhost:${port}`);
const https = site.protocol === 'https:';
// An invalid ROUTE_RULES stops the start in Next.js's instrumentation with a clear message.
const operatorRules = envSchema.shape.ROUTE_RULES.safeParse(process.env.ROUTE_RULES || undefined).data ?? [];
const resolveOptions = { rules: [...builtInRouteRules, ...operatorRules], siteHost: site.hostname, siteOrigin: site.origin };
const testRoutes = ['true', '1', 'yes'].includes(process.env.E2E_TEST_ROUTES ?? '');
const logRedirects = !['warn', 'error', 'silent'].includes(process.env.LOG_LEVEL ?? 'info');
const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=300';
// Files Next.js serves as they are (public/, file routes, framework assets, APIs); every other
// path is a page address, dots and all.
const publicFiles = listPublicFiles(root);
// Routes whose records are local stories: every one of them is prerendered.
const RECORD_ROUTES = new Set(['/posts/[id]', '/go/[id]']);
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
// The 404 page of a path that names no language is in the visitor's (cookie, Accept-Language).
const VARY_LANGUAGE = `${VARY}, Cookie, Accept-Language`;
// The optional statistics script's origin (ANALYTICS_SCRIPT_URL), allowed by every page's CSP at
// run time so one build serves with or without it (docs/decisions/0019-cookie-consent.md).
const analytics = analyticsOrigin(envSchema.shape.ANALYTICS_SCRIPT_URL.safeParse(process.env.ANALYTICS_SCRIPT_URL || undefined).data, site.origin);
const cookieOptions = {
  domain: process.env.LOCALE_COOKIE_DOMAIN || undefined,
  crossSite: ['true', '1', 'yes'].includes(process.env.LOCALE_COOKIE_CROSS_SITE ?? ''),
};

// Story pages are prerendered from content/ by a build without STORYBLOK_TOKEN, and render per
// request by a build with it: serving one build with the other source would show stale pages.
const contentSource = process.env.STORYBLOK_TOKEN ? 'storyblok' : 'local';
try {
  const built = readFileSync(join(root, '.next', 'CONTENT_SOURCE'), 'utf8').trim();
  if (built !== contentSource) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: `this build was made for ${built} content but the server has ${contentSource} content (STORYBLOK_TOKEN): build again with the same environment` }));
    process.exit(1);
  }
} catch {
  // A build older than this check: nothing to compare.
}

// This server drains itself on SIGTERM, then stops the app's workers (see the end of this file).
const state = lifecycle();
state.drainedByServer = true;

const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

/** @type {Map<string, {body: Buffer, gzip?: Buffer, br?: Buffer, etag: string, locale: string, headers: Record<string,string>}>} */
const pages = new Map();
const notFoundPages = new Map();
let table = { pages: {}, notFound: {}, redirects: {}, personal: {}, personalShells: {} };
try {
  table = JSON.parse(readFileSync(join(root, '.next', 'static-pages.json'), 'utf8'));
} catch {
  console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'no .next/static-pages.json: every request goes through Next.js' }));
}
/** A page ready to send from memory: its bytes, ETag and the headers the proxy would give it. */
function sendablePage(body, locale, csp, cacheControl) {
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl,
    Vary: VARY,
    'Content-Security-Policy': csp,
  };
  for (const { key, value } of staticSecurityHeaders) headers[key] = value;
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`, locale, headers };
}
function loadPage(entry, cacheControl) {
  return sendablePage(readFileSync(join(root, entry.file)), entry.locale, buildCsp({ hashes: entry.hashes, upgradeInsecure: https, analytics }), cacheControl);
}
for (const [path, entry] of Object.entries(table.pages ?? {})) pages.set(path, loadPage(entry, table.personal?.[path] ? PERSONAL_ADDRESS_CACHE : PUBLIC_PAGE_CACHE));
for (const [locale, entry] of Object.entries(table.notFound ?? {})) notFoundPages.set(locale, loadPage(entry, NOT_FOUND_CACHE));
// A personal page for a browser with a session cookie: the same bytes for everyone, but never
// stored by a shared cache under an address whose visitors see another page.
const personalPages = new Map();
for (const [path, entry] of Object.entries(table.personal ?? {})) personalPages.set(path, loadPage(entry, PERSONAL_PAGE_CACHE));
// The same for a signed-in route with an id (the certificate editor): one page per locale, by the
// internal path the resolver rewrites every valid id of the route to (src/i18n/guard.ts idShell).
const personalShells = new Map();
for (const [internal, entry] of Object.entries(table.personalShells ?? {})) personalShells.set(internal, loadPage(entry, PERSONAL_PAGE_CACHE));

function encodingFor(accept) {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

function compressed(page, encoding) {
  if (encoding === 'br') return (page.br ??= brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
  return (page.gzip ??= gzipSync(page.body, { level: 9 }));
}

function requestIdOf(req) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

function sendPage(req, res, page, status, { languageFromRequest = false, cacheControl } = {}) {
  const h = req.headers;
  res.setHeaders(new Map(Object.entries(page.headers)));
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', page.etag);
  res.setHeader('x-request-id', requestIdOf(req));
  if (languageFromRequest) res.setHeader('Vary', VARY_LANGUAGE);
  else if (!(h.cookie ?? '').includes(`${LOCALE_COOKIE}=${page.locale}`)) {
    const earlier = res.getHeader('Set-Cookie');
    const locale = formatLocaleCookie(page.locale, cookieOptions);
    res.setHeader('Set-Cookie', earlier ? [...[earlier].flat().map(String), locale] : locale);
  }
  if (status === 200 && h['if-none-match'] === page.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = encodingFor(h['accept-encoding']);
  const body = encoding ? compressed(page, encoding) : page.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A redirect answered here, with the headers every response carries. */
function sendRedirect(req, res, status, location, cacheControl, requestId = requestIdOf(req)) {
  for (const { key, value } of staticSecurityHeaders) res.setHeader(key, value);
  res.setHeader('x-request-id', requestId);
  res.setHeader('Location', location);
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  res.statusCode = status;
  res.end();
}

// The framework's hashed scripts and style sheets, compressed by the build
// (scripts/compress-static.mjs): read once, kept in memory, sent as they are. Only names of
// .next/static's own shape are looked up (no segment starts with a dot), so no request can reach
// a file outside it; anything else (and a build without the compressed files) goes to Next.js.
const STATIC_PREFIX = '/_next/static/';
const STATIC_NAME = /^(?:[\w~-]+\/)*[\w~-][\w.~-]*\.(js|css)$/;
const STATIC_TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' };
const staticRoot = join(root, '.next', 'static');
const staticAssets = new Map();

function staticAsset(pathname) {
  const known = staticAssets.get(pathname);
  if (known) return known;
  const name = pathname.slice(STATIC_PREFIX.length);
  const match = STATIC_NAME.exec(name);
  if (!match) return undefined;
  try {
    const file = join(staticRoot, name);
    const asset = { type: STATIC_TYPES[match[1]], body: readFileSync(file), br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) };
    staticAssets.set(pathname, asset);
    return asset;
  } catch {
    return undefined;
  }
}

function sendStaticAsset(req, res, asset) {
  for (const { key, value } of staticSecurityHeaders) res.setHeader(key, value);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', asset.type);
  const encoding = encodingFor(req.headers['accept-encoding']);
  const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

// --- The signed-in pages' data calls (decision 0029) ---
// A GET of one of them is answered by the app's own read (src/app/api/signed-in-reads.ts, the
// same function its route file answers with), registered at the app's start, without Next.js's
// route machinery: the router, the request and response objects and the web streams cost more
// CPU than the read itself. The answer carries the headers Next.js gives the route's answer.
const READ_HEADERS = new Map([['Content-Type', 'application/json'], ['Cache-Control', 'private, no-store'], ['Vary', 'Accept-Encoding'], ...staticSecurityHeaders.map(({ key, value }) => [key, value])]);
// Smaller answers are sent as they are: compressing them saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;

function serveRead(req, res, { route, read, params }, pathname, search) {
  const requestId = requestIdOf(req);
  read(req.headers.cookie, new URLSearchParams(search), params)
    .then((answer) => {
      res.setHeaders(READ_HEADERS);
      res.setHeader('x-request-id', requestId);
      if (answer.setCookies.length > 0) res.setHeader('Set-Cookie', answer.setCookies);
      let body = Buffer.from(answer.body);
      const encoding = body.length >= COMPRESS_FROM_BYTES ? encodingFor(req.headers['accept-encoding']) : null;
      if (encoding) {
        body = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 6 });
        res.setHeader('Content-Encoding', encoding);
      }
      res.setHeader('Content-Length', body.length);
      res.statusCode = answer.status;
      res.end(body);
    })
    // A failing read, or a failure while its answer is written: logged, and answered if it can be.
    .catch((error) => {
      log.error('request failed', { requestId, method: req.method, path: pathname, route, routeType: 'route', ...errorFields(error) });
      try {
        if (res.headersSent) return res.destroy();
        res.removeHeader('Set-Cookie');
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Length');
        res.setHeaders(READ_HEADERS);
        res.setHeader('x-request-id', requestId);
        res.statusCode = 500;
        res.end(JSON.stringify({ error: 'internal' }));
      } catch {
        res.destroy();
      }
    });
}

/** Answers the request without Next.js when it can; returns whether it did. */
function fastPath(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-action']) return false;
  const url = req.url ?? '/';
  if (url.startsWith('/api/') && req.method === 'GET') {
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const match = fastReadFor(pathname);
    if (!match) return false;
    req.exhaleRoute = match.route;
    serveRead(req, res, match, pathname, q === -1 ? '' : url.slice(q + 1));
    return true;
  }
  if (url.startsWith(STATIC_PREFIX)) {
    const asset = url.includes('?') ? undefined : staticAsset(url);
    if (!asset) return false;
    sendStaticAsset(req, res, asset);
    return true;
  }
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const search = q === -1 ? '' : url.slice(q);
  if (search.includes('_rsc=') || isFilePath(pathname, publicFiles) || (pathname.length > 1 && pathname.endsWith('/'))) return false;
  if (testRoutes && pathname.includes('/e2e/')) return false;

  let languageFromRequest = false;
  const resolution = resolveRequest(pathname, search, h.host ?? '', resolveOptions, () => {
    languageFromRequest = true;
    return preferredLocale(h.cookie, h['accept-language']);
  });
  req.exhaleRoute = resolution.kind === 'redirect' ? '(redirect)' : (resolution.route ?? '(not found)');
  if (resolution.kind === 'redirect') {
    const requestId = requestIdOf(req);
    if (logRedirects) {
      logLine('info', 'redirect', { requestId, path: pathname, status: resolution.status, location: resolution.location });
    }
    sendRedirect(req, res, resolution.status, resolution.location, undefined, requestId);
    return true;
  }
  // Pages Next.js renders per request for every visitor (log-in, registration, the sign-in links
  // page, a certificate): rendered as always, then their scripts added after the first paint.
  const renderedHere = DEFERRED_ROUTES.has(resolution.route) ? req.method === 'GET' : MAY_NOT_FIND_ROUTES.has(resolution.route) && (req.method === 'GET' || req.method === 'HEAD');
  if (renderedHere && h['x-exhale-render'] !== renderToken && !resolution.invalidParam) {
    serveDeferred(req, res, { locale: resolution.locale, defer: DEFERRED_ROUTES.has(resolution.route) });
    return true;
  }
  // A page only for a signed-in person that is the same for everyone (the account page; the
  // certificate editor, one page for every id): sent as built to a browser with a session cookie;
  // without one, the proxy sends it to log in.
  if (resolution.guarded) {
    const page = cookieHeaderHasSession(h.cookie) ? (personalPages.get(pathname) ?? personalShells.get(resolution.rewriteTo)) : undefined;
    if (!page) return false;
    sendPage(req, res, page, 200);
    return true;
  }
  // The signed-in version of a personal page (the programme): a prerendered page that loads its
  // person's data itself (decision 0014).
  if (PERSONAL_ROUTES.has(resolution.route) && cookieHeaderHasSession(h.cookie)) {
    const page = personalPages.get(pathname);
    if (!page) return false;
    sendPage(req, res, page, 200);
    return true;
  }
  // A landing page whose story is a route rule (prerendered as a redirect).
  const storyRedirect = table.redirects?.[pathname];
  if (storyRedirect) {
    sendRedirect(req, res, storyRedirect.status, storyRedirect.location, PUBLIC_PAGE_CACHE);
    return true;
  }
  // Unknown paths, and (with local stories, all of whose records are prerendered) unknown posts
  // and landing pages get their locale's 404 page.
  const unknownRecord = contentSource === 'local' && RECORD_ROUTES.has(resolution.route) && !pages.has(pathname) && !resolution.invalidParam;
  if (resolution.route === null || unknownRecord) {
    const page = notFoundPages.get(resolution.locale);
    if (!page) return false;
    sendPage(req, res, page, 404, { languageFromRequest });
    return true;
  }
  // Story pages on the Storyblok source (not previews): kept renders, see live-pages.ts.
  if (contentSource === 'storyblok' && LIVE_ROUTES.has(resolution.route) && !resolution.invalidParam && !search.includes('_storyblok')) {
    if (h['x-exhale-render'] === renderToken) return false;
    serveLive(req, res, pathname, resolution.locale);
    return true;
  }
  const page = pages.get(pathname);
  if (!page) return false;
  sendPage(req, res, page, 200);
  return true;
}

// --- Story pages rendered from Storyblok, kept for everyone (src/lib/server/live-pages.ts) ---
const LIVE_ROUTES = new Set(['/', '/help', '/quit-smoking', '/imprint', '/privacy', '/terms', '/install', '/start-data-deletion', '/posts/[id]', '/go/[id]']);
const liveTtlMs = (Number(process.env.STORYBLOK_VERSION_CHECK_SECONDS) || 60) * 1000;
// Marks this server's own render requests, which must reach Next.js.
const renderToken = randomUUID();
const selfHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const rendering = new Map();

async function renderLive(pathname) {
  const response = await fetch(`http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}${pathname}`, {
    headers: { 'x-exhale-render': renderToken, 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
  const text = await response.text();
  if (![200, 301, 302, 307, 308].includes(response.status)) return null;
  // Like the prerendered pages (scripts/prerender-manifest.mjs): static content once, and the framework's scripts after the first paint.
  const html = response.status === 200 ? scriptsAfterPaint(withoutStaticFlight(text)) : '';
  const page = {
    status: response.status,
    body: Buffer.from(html),
    location: response.headers.get('location') ?? undefined,
    hashes: html ? inlineScriptHashes(html) : [],
    expires: Date.now() + liveTtlMs,
  };
  keepLivePage(pathname, page);
  return page;
}

function sendLive(req, res, page, locale) {
  if (page.status !== 200) return sendRedirect(req, res, page.status, page.location ?? '/', 'public, max-age=0, s-maxage=60');
  page.sendable ??= sendablePage(page.body, locale, buildCsp({ hashes: page.hashes, upgradeInsecure: https, storyblok: 'assets', analytics }), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  sendPage(req, res, page.sendable, 200);
}

function serveLive(req, res, pathname, locale) {
  const kept = livePage(pathname);
  if (kept) return sendLive(req, res, kept, locale);
  let pending = rendering.get(pathname);
  if (!pending) {
    pending = renderLive(pathname).finally(() => rendering.delete(pathname));
    rendering.set(pathname, pending);
  }
  // Anything but a page or a redirect (a 404, an error) is answered by Next.js itself.
  pending.then(
    (page) => (page ? sendLive(req, res, page, locale) : void handle(req, res)),
    () => void handle(req, res),
  );
}

// --- Pages rendered per request, their scripts after the first paint (decision 0026, addendum 5) ---
const DEFERRED_ROUTES = new Set(['/login', '/register', '/sign-in', '/certificate/[id]']);
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding']);
/**
 * Pages rendered per request whose record may not exist (an unknown or private certificate, someone
 * else's purchase, a spent link). Their `notFound()` answers 404 with an empty document: Next.js
 * draws the not-found page only in the browser (vercel/next.js#62228), so without scripts, and for
 * a crawler, the page is blank. Such an answer is replaced by the language's prerendered 404 page,
 * the same page an unknown address gets, never kept by a shared cache (the record may appear).
 */
const MAY_NOT_FIND_ROUTES = new Set(['/certificate/[id]', '/checkout/[id]', '/challenge-invite/[id]', '/unsubscribe/[id]', '/restore-email/[id]', '/email-template/certification']);
const EMPTY_ERROR_DOCUMENT = '<html id="__next_error__"';

/** The inner answer's headers on the outer response, but for those of the connection and the body's encoding. */
function copyHeaders(answer, res) {
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_HEADERS.has(name)) res.setHeader(name, value);
}

/** Marks a response whose body depends on Accept-Encoding. */
function varyOnEncoding(res) {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Renders the page through Next.js on this server (the proxy runs as for any request: session,
 * redirects, a nonce), reads the whole document, and sends it with the framework's scripts added by
 * the loader, which carries the request's nonce. Anything but a 200 HTML page goes through as is;
 * if the render cannot be reached, Next.js answers the request itself.
 */
function serveDeferred(req, res, { locale, defer }) {
  const headers = { ...req.headers, 'x-exhale-render': renderToken, 'accept-encoding': 'identity' };
  const inner = http.request({ host: selfHost, port, method: 'GET', path: req.url, headers }, (answer) => {
    const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
    const notFound = answer.statusCode === 404 && isHtml && notFoundPages.has(locale);
    const html = (answer.statusCode === 200 && isHtml && defer) || notFound;
    if (!notFound) copyHeaders(answer, res);
    res.statusCode = answer.statusCode ?? 500;
    if (!html) {
      // Asked for uncompressed (to read a 404), a page is compressed on its way out.
      const encoding = isHtml && !answer.headers['content-encoding'] ? encodingFor(req.headers['accept-encoding']) : null;
      if (!encoding) {
        answer.pipe(res);
        return;
      }
      res.removeHeader('Content-Length');
      res.setHeader('Content-Encoding', encoding);
      varyOnEncoding(res);
      answer.pipe(encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 })).pipe(res);
      return;
    }
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('error', () => res.destroy());
    answer.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (notFound) {
        if (text.slice(0, 200).includes(EMPTY_ERROR_DOCUMENT)) {
          // A session renewed on the way (better-auth) still reaches the browser.
          const cookies = answer.headers['set-cookie'];
          if (cookies) res.setHeader('Set-Cookie', cookies);
          sendPage(req, res, notFoundPages.get(locale), 404, { cacheControl: 'private, no-store' });
          return;
        }
        copyHeaders(answer, res);
        res.setHeader('Content-Length', Buffer.byteLength(text));
        res.end(text);
        return;
      }
      const nonce = nonceOf(String(answer.headers['content-security-policy'] ?? ''));
      const page = Buffer.from(scriptsAfterPaint(text, { nonce }));
      const encoding = encodingFor(req.headers['accept-encoding']);
      const body = encoding === 'br' ? brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? gzipSync(page, { level: 6 }) : page;
      if (encoding) res.setHeader('Content-Encoding', encoding);
      varyOnEncoding(res);
      res.setHeader('Content-Length', body.length);
      res.end(body);
    });
  });
  inner.on('error', () => {
    if (!res.headersSent) void handle(req, res);
    else res.destroy();
  });
  inner.end();
}

// The client address for rate limits, in a header only this server sets: the socket's peer, or
// behind a reverse proxy the last (proxy-added) entry of TRUSTED_IP_HEADER.
const trustedIpHeader = process.env.TRUSTED_IP_HEADER?.toLowerCase();
function clientIp(req) {
  const forwarded = trustedIpHeader ? req.headers[trustedIpHeader] : undefined;
  if (typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',').at(-1).trim();
  return req.socket.remoteAddress ?? '';
}

// End-to-end runs only: the error lines this process wrote, so tests can assert that requests of
// theirs logged none.
const loggedErrors = [];
if (testRoutes) {
  const writeError = console.error.bind(console);
  console.error = (...args) => {
    loggedErrors.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
    if (loggedErrors.length > 2000) loggedErrors.shift();
    writeError(...args);
  };
}

// --- Request metrics (GET /api/metrics): by route pattern, so ids and unknown paths never become labels ---
let apiRoutes = () => null;
try {
  apiRoutes = apiRouteMatcher(Object.values(JSON.parse(readFileSync(join(root, '.next', 'app-path-routes-manifest.json'), 'utf8'))));
} catch {
  // No build: Next.js reports it.
}
function routeOf(req) {
  if (req.exhaleRoute) return req.exhaleRoute;
  const url = req.url ?? '/';
  if (url.startsWith('/_next/')) return '/_next/*';
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (pathname.startsWith('/api/')) return apiRoutes(pathname) ?? '/api/(not found)';
  if (isFilePath(pathname, publicFiles)) return '(public file)';
  const resolution = resolveRequest(pathname, q === -1 ? '' : url.slice(q), req.headers.host ?? '', resolveOptions, () => 'en');
  return resolution.kind === 'redirect' ? '(redirect)' : (resolution.route ?? '(not found)');
}

/** A path that does not decode: the API's error code, or the 404 page of the language the path names (else the visitor's). */
function refuseUndecodable(req, res) {
  const url = req.url ?? '/';
  const named = notFoundPages.get(url.split(/[/?]/)[1] ?? '');
  const page = url.startsWith('/api/') ? undefined : named ?? notFoundPages.get(preferredLocale(req.headers.cookie, req.headers['accept-language']));
  if (!page) {
    for (const { key, value } of staticSecurityHeaders) res.setHeader(key, value);
    res.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'x-request-id': requestIdOf(req) });
    res.end(JSON.stringify({ error: 'invalid-argument', fields: { _: 'invalid' } }));
    return;
  }
  sendPage(req, res, page, 404, { languageFromRequest: !named, cacheControl: 'no-store' });
}

/** Whether the path of a request URL decodes (every %XX makes valid UTF-8). */
function decodablePath(url = '/') {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

let inFlight = 0;
let accepted = 0;
const server = http.createServer((req, res) => {
  inFlight++;
  const started = performance.now();
  res.once('close', () => {
    inFlight--;
    // This server's own render requests are counted once, as the request they render for.
    if (req.headers['x-exhale-render'] !== renderToken) {
      try {
        recordRequest(req.method, routeOf(req), res.statusCode, (performance.now() - started) / 1000);
      } catch {
        // A path the resolver refuses is still answered; it is only not counted.
      }
    }
  });
  // While draining, every answer closes its connection: a keep-alive client (the load balancer)
  // opens its next one to another instance. Idle connections are not closed before the second
  // step: a client may be sending its next request on one at that very moment (a reset, not an
  // answer); its request is still answered, with this header.
  if (state.draining) res.setHeader('Connection', 'close');
  // A render this server asks of itself keeps the address of the request it renders for.
  if (req.headers['x-exhale-render'] !== renderToken || !req.headers['x-exhale-client-ip']) req.headers['x-exhale-client-ip'] = clientIp(req);
  if (testRoutes && req.url === '/__e2e/errors') {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(loggedErrors));
    return;
  }
  // A path whose percent-encoding does not decode ("/api/certificates/%E0/pdf") names no route; the
  // framework would fail on it with a 500. It is refused here: an API path with the app's error
  // code, any other with the 404 page of the language it names (else the visitor's).
  if (!decodablePath(req.url)) {
    refuseUndecodable(req, res);
    return;
  }
  if (!fastPath(req, res)) void handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.on('connection', () => accepted++);
server.listen(port, host, () => {
  logLine('info', 'listening', { url: `http://${host}:${port}`, staticPages: pages.size });
});

// SIGTERM (a deployment, `docker stop`) or SIGINT, in two steps. First, for SHUTDOWN_DELAY_SECONDS,
// the server still takes requests, but readiness answers 503 and every answer closes its
// connection, so load balancers move on while nothing already sent to this instance is refused.
// Then it stops accepting connections, lets the requests in flight finish (at most
// SHUTDOWN_TIMEOUT_SECONDS), stops the background workers (an email batch puts back what it has not
// sent), closes the database and exits 0. A second signal exits at once.
// Read as the app's configuration reads them (an invalid value stops the start there).
const seconds = (name) => envSchema.shape[name].safeParse(process.env[name] || undefined).data ?? envSchema.shape[name].parse(undefined);
const shutdownDelayMs = seconds('SHUTDOWN_DELAY_SECONDS') * 1000;
const shutdownTimeoutMs = seconds('SHUTDOWN_TIMEOUT_SECONDS') * 1000;
async function drain(signal) {
  state.draining = true;
  logLine('info', 'shutting down', { signal, inFlight, delaySeconds: shutdownDelayMs / 1000 });
  await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
  // Connections the kernel has already made wait in the listen queue until the server accepts
  // them, and a busy server accepts about one per turn of its event loop; closing the listener
  // resets those still waiting, requests sent before the delay ran out among them (seen with two
  // instances on two cores, right after one restarted). So the loop turns until a turn accepts
  // nothing, then the listener closes.
  for (let turns = 0; turns < 1000; turns++) {
    const before = accepted;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    if (accepted === before) break;
  }
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  let timer;
  const timedOut = await Promise.race([closed.then(() => false), new Promise((resolve) => (timer = setTimeout(resolve, shutdownTimeoutMs, true)))]);
  clearTimeout(timer);
  if (timedOut) {
    logLine('warn', 'requests still in flight at the shutdown timeout were cut', { inFlight });
    server.closeAllConnections();
  }
  try {
    await state.shutdown?.();
  } catch (error) {
    logLine('error', 'shutdown of the workers or the database failed', { error: String(error) });
  }
  logLine('info', 'stopped', { signal });
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (state.draining) process.exit(1);
    void drain(signal);
  });
}
