// The production server: Next.js behind a fast path for prerendered pages.
//
// A prerendered page is the same bytes for every visitor, yet going through Next.js costs about
// 2 ms of CPU per request (proxy, router, cache lookup). Here such a request (a plain GET or HEAD
// of a public path listed in .next/static-pages.json, not a client-router request) is answered
// from memory with the same headers the proxy would give it; everything else goes to Next.js.
// See docs/decisions/0007-static-fast-path.md.
import { randomUUID, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import next from 'next';
import { formatLocaleCookie, LOCALE_COOKIE } from './src/lib/locale-cookie-format.ts';
import { staticSecurityHeaders } from './src/lib/security/headers.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const root = process.cwd();
const https = (process.env.SITE_URL ?? '').startsWith('https:');
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
const cookieOptions = {
  domain: process.env.LOCALE_COOKIE_DOMAIN || undefined,
  crossSite: ['true', '1', 'yes'].includes(process.env.LOCALE_COOKIE_CROSS_SITE ?? ''),
};

const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

/** @type {Map<string, {body: Buffer, gzip?: Buffer, br?: Buffer, etag: string, locale: string, headers: Record<string,string>}>} */
const pages = new Map();
let table = {};
try {
  table = JSON.parse(readFileSync(join(root, '.next', 'static-pages.json'), 'utf8'));
} catch {
  console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'no .next/static-pages.json: every request goes through Next.js' }));
}
for (const [path, entry] of Object.entries(table)) {
  const body = readFileSync(join(root, entry.file));
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': PUBLIC_PAGE_CACHE,
    Vary: VARY,
    'Content-Security-Policy': https ? `${entry.csp}; upgrade-insecure-requests` : entry.csp,
  };
  for (const { key, value } of staticSecurityHeaders) headers[key] = value;
  pages.set(path, { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`, locale: entry.locale, headers });
}

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

function serveStatic(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-action'] || h.host?.startsWith('m.')) return false;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const page = pages.get(q === -1 ? url : url.slice(0, q));
  if (!page || (q !== -1 && url.includes('_rsc=', q))) return false;

  res.setHeaders(new Map(Object.entries(page.headers)));
  res.setHeader('ETag', page.etag);
  const requestId = /^[\w-]{8,64}$/.test(h['x-request-id'] ?? '') ? h['x-request-id'] : randomUUID();
  res.setHeader('x-request-id', requestId);
  const cookie = h.cookie ?? '';
  if (!cookie.includes(`${LOCALE_COOKIE}=${page.locale}`)) res.setHeader('Set-Cookie', formatLocaleCookie(page.locale, cookieOptions));
  if (h['if-none-match'] === page.etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const encoding = encodingFor(h['accept-encoding']);
  const body = encoding ? compressed(page, encoding) : page.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

const server = http.createServer((req, res) => {
  if (!serveStatic(req, res)) void handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', url: `http://${host}:${port}`, staticPages: pages.size }));
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close());
}
