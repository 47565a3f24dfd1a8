import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from './fixtures';
import { messages, publicPath, type Locale } from './support';
import { routeParamSchemas } from '../src/i18n/route-params';

// Every bot probe (files with extensions, dot-files, encoded dots, very long names) is an unknown
// page address: it answers the translated 404 page, GET and HEAD alike, and logs no error.
// Each run's names carry one random token, so the server's error log can be searched for them.
const token = `zq${randomBytes(5).toString('hex')}`;
const rand = () => `${token}${randomBytes(3).toString('hex')}`;

const extensions = ['php', 'js', 'png', 'txt', 'json', 'env', 'html', 'xml', 'map', 'ico', 'bak', 'sql', 'css'];
/** Last path segments a scanner might send, all unknown to the app. */
function probeNames(): string[] {
  return [
    ...extensions.map((ext) => `${rand()}.${ext}`),
    `.${rand()}`,
    `.env.${rand()}`,
    `${rand()}%2Ephp`,
    `${rand()}%2e%2ejs`,
    `%2E${rand()}`,
    `${rand()}.tar.gz`,
    `${rand()}${'a'.repeat(1500)}.php`,
    `${rand()}${'-x'.repeat(900)}`,
  ];
}

/** Whole paths whose first segment is not a locale or known route. */
function topLevelProbes(): string[] {
  return [
    ...probeNames().map((name) => `/${name}`),
    `/${rand()}.php/${rand()}.js`,
    `/.git/${rand()}`,
    `/.well-known/${rand()}.txt`,
    `/wp-admin/${rand()}.php`,
    `/EN/${rand()}`,
    `/De/${rand()}.json`,
    `/builds/${rand()}.json`,
    `/builds/meta/${rand()}/${rand()}.json`,
  ];
}

/**
 * A client-router request: it skips the fast path and goes through the proxy and Next.js, whose
 * answer is the RSC payload of the not-found page (status 200 once streaming began, or 404).
 */
async function expectRouterNotFound(request: APIRequestContext, path: string, locale: Locale, headers: Record<string, string> = {}) {
  const rsc = await request.get(`${path}?_rsc`, { headers: { ...headers, rsc: '1' }, maxRedirects: 0 });
  expect([200, 404], `RSC ${path}`).toContain(rsc.status());
  expect(await rsc.text(), `RSC ${path}`).toContain(notFoundIn(locale).title);
}

async function errorLines(request: APIRequestContext): Promise<string[]> {
  return (await (await request.get('/__e2e/errors')).json()) as string[];
}

function notFoundIn(locale: Locale) {
  return messages(locale).errors.notFound;
}

test.describe('unknown paths answer 404, never 500', () => {
  // Hundreds of requests per test, many rendered per request.
  test.describe.configure({ timeout: 90_000 });

  test('top-level probes: the 404 page in the visitor\'s language, GET and HEAD, through both servers', async ({ request }) => {
    const visitors: { headers: Record<string, string>; locale: Locale }[] = [
      { headers: {}, locale: 'en' },
      { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, locale: 'de' },
      { headers: { 'accept-language': 'en;q=0.3, pl;q=0.8' }, locale: 'pl' },
      { headers: { cookie: 'NEXT_LOCALE=fr', 'accept-language': 'de' }, locale: 'fr' },
      { headers: { cookie: 'NEXT_LOCALE=xx', 'accept-language': 'ru' }, locale: 'ru' },
    ];
    for (const [i, path] of topLevelProbes().entries()) {
      const visitor = visitors[i % visitors.length]!;
      const page = await request.get(path, { headers: visitor.headers, maxRedirects: 0 });
      expect(page.status(), path).toBe(404);
      const html = await page.text();
      expect(html, path).toContain(`<html lang="${visitor.locale}"`);
      expect(html, path).toContain(notFoundIn(visitor.locale).message);
      // The page of an address that names no language leaves the visitor's choice alone.
      expect(page.headers()['set-cookie'], path).toBeUndefined();
      const head = await request.head(path, { headers: visitor.headers, maxRedirects: 0 });
      expect(head.status(), `HEAD ${path}`).toBe(404);
      await expectRouterNotFound(request, path, visitor.locale, visitor.headers);
    }
    expect((await errorLines(request)).filter((line) => line.includes(token))).toEqual([]);
  });

  test('probes under a locale answer that locale\'s 404 page', async ({ request }) => {
    for (const locale of ['de', 'ru', 'pt'] as const) {
      for (const name of probeNames()) {
        const path = `/${locale}/${name}`;
        const page = await request.get(path, { headers: { 'accept-language': 'fr' }, maxRedirects: 0 });
        expect(page.status(), path).toBe(404);
        const html = await page.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        expect(html, path).toContain(notFoundIn(locale).title);
        expect((await request.head(path, { maxRedirects: 0 })).status(), `HEAD ${path}`).toBe(404);
        await expectRouterNotFound(request, path, locale);
      }
    }
    expect((await errorLines(request)).filter((line) => line.includes(token))).toEqual([]);
  });

  test('every route with an id answers 404 for probe ids, in every prefix', async ({ request }) => {
    const routes = Object.keys(routeParamSchemas) as (keyof typeof routeParamSchemas)[];
    for (const route of routes) {
      for (const locale of ['en', 'es'] as const) {
        for (const name of probeNames()) {
          const path = publicPath(route, locale).replace('[id]', name);
          const page = await request.get(path, { maxRedirects: 0 });
          expect(page.status(), path).toBe(404);
          // A malformed id is a route validation failure, rendered per request (decision 0006).
          expect(await page.text(), path).toContain(notFoundIn(locale).title);
          expect((await request.head(path, { maxRedirects: 0 })).status(), `HEAD ${path}`).toBe(404);
          await expectRouterNotFound(request, path, locale);
        }
      }
    }
    expect((await errorLines(request)).filter((line) => line.includes(token))).toEqual([]);
  });

  test('files the site has are still served, and an unknown API answers JSON', async ({ request }) => {
    for (const path of ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/images/og-default.png', '/robots.txt', '/sitemap.xml', '/builds/latest.json']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const api = await request.get(`/api/${rand()}.php`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: 'not-found' });
    expect((await request.post(`/api/${rand()}`, { data: {} })).status()).toBe(404);
  });
});
