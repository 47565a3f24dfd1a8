import { expect, test, type Page } from './fixtures';
import { messages, publicPath, STATISTICS_SCRIPT, storyHeading, testClientIp, watchConsole, type Locale } from './support';

test('pages carry the security headers and no X-Powered-By', async ({ request }) => {
  for (const path of ['/', '/de/hilfe', '/no-such-page', '/api/health', '/icon.svg']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const h = response.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['x-powered-by'], path).toBeUndefined();
  }
});

test('prerendered pages use script hashes, per-request pages a nonce; neither allows inline script wholesale', async ({ request }) => {
  const prerendered = (await request.get('/de/hilfe')).headers();
  // The e2e server has a statistics script on another origin: the one host allowed besides the site.
  const statistics = new URL(STATISTICS_SCRIPT).origin;
  expect(prerendered['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${statistics}( 'sha256-[A-Za-z0-9+/=]+')+;`));
  expect(prerendered['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(prerendered['cache-control']).toMatch(/s-maxage=\d+/);
  expect(prerendered['cache-control']).toContain('stale-while-revalidate');
  expect(prerendered.etag).toBeTruthy();
  // The visitors' programme page is asked for again each time: a signed-in browser gets another page there.
  expect((await request.get('/de/nikotinentzug')).headers()['cache-control']).toBe('public, max-age=0, s-maxage=3600');

  // An id of an invalid format renders per request (its 404 names the path).
  const dynamic = (await request.get('/posts/Bad%20Id!')).headers();
  expect(dynamic['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${statistics} 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'`));
  for (const csp of [prerendered['content-security-policy'], dynamic['content-security-policy']]) {
    expect(csp?.split('script-src')[1]?.split(';')[0]).not.toContain('unsafe-inline');
  }
});

/** Opens and closes the language menu, which needs hydrated React (page.goto waits for it: ./fixtures). */
async function openLanguageMenu(page: Page, locale: Locale) {
  await page.getByRole('button', { name: new RegExp(messages(locale).shell.chooseLanguage) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('pages run under their policy: no violations, and they become interactive', async ({ page }) => {
  const problems = watchConsole(page);
  // The unknown path names no language: its 404 page follows the cookie /fr/aide has just set.
  for (const [path, locale] of [['/', 'en'], ['/fr/aide', 'fr'], ['/no-such-page', 'fr']] as const) {
    await page.goto(path);
    await openLanguageMenu(page, locale);
  }
  expect(problems).toEqual([]);
});

test('pages paint their text before the framework\'s scripts are fetched, then hydrate: prerendered, and log-in and registration rendered per request', async ({ page }) => {
  const problems = watchConsole(page);
  const pages = [['/de/hilfe', 'de'], ['/pl', 'pl'], ['/no-such-page', 'pl'], [publicPath('/login', 'de'), 'de'], ['/register', 'en']] as const;
  for (const [path, locale] of pages) {
    await page.goto(path);
    await openLanguageMenu(page, locale);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint, path).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.paint!);
  }
  expect(problems).toEqual([]);
});

test('health check reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', driver: 'pglite' });
});

test('every response has a request id', async ({ request }) => {
  const a = (await request.get('/help')).headers()['x-request-id'];
  const b = (await request.get('/help')).headers()['x-request-id'];
  expect(a).toMatch(/^[\w-]{8,}$/);
  expect(a).not.toBe(b);
});

test('the framework\'s scripts come compressed by the build, immutable, and nothing outside .next/static', async ({ request, baseURL }) => {
  const html = await (await request.get('/')).text();
  // A framework script the page adds after its first paint (its loader lists them).
  const script = /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  for (const [response, encoding] of [[plain, undefined], [brotli, 'br'], [gzip, 'gzip']] as const) {
    const h = response.headers();
    expect(response.status()).toBe(200);
    expect(h['content-encoding']).toBe(encoding);
    expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(h['content-type']).toContain('javascript');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(await response.text()).toBe(await plain.text());
  }
  // Brotli is smaller on the wire than gzip.
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(gzip.headers()['content-length']));
  // Escapes out of the folder (sent as written, not normalised by a client) reach no file.
  const { request: raw } = await import('node:http');
  for (const path of ['/_next/static/..%2f..%2fpackage.json', '/_next/static/chunks/..%2F..%2F..%2Fpackage.json', '/_next/static/%2e%2e/%2e%2e/package.json']) {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = raw(new URL(baseURL!), { path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status, path).not.toBe(200);
    expect(answer.body, path).not.toContain('"dependencies"');
  }
});

test('public pages revalidate with their ETag and compress', async ({ request }) => {
  const first = await request.get('/fr/aide');
  const etag = first.headers().etag!;
  const again = await request.get('/fr/aide', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(etag);
  const brotli = await request.get('/fr/aide', { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(await brotli.text()).toBe(await first.text());
  const head = await request.head('/fr/aide');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
});

test.describe(() => {
  // The installed app's worker would answer the scripts from its cache, before the delay below.
  test.use({ serviceWorkers: 'block' });

  test('a form filled or sent before the framework has started keeps what was typed: held, never sent as a GET, and sent once React has the form', async ({ context }) => {
    test.setTimeout(60_000);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
    // A page of its own, not the fixture's: its `goto` would wait for React.
    const page = await context.newPage();
    const problems = watchConsole(page);
    const leaked: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && /[?&]email=/.test(request.url())) leaked.push(request.url());
    });
    // The framework arrives late, as on a slow phone: every time (no cache, no service worker).
    await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    const reactListens = () => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')));
    const cases = [
      // Rendered per request (the guard carries the request's nonce).
      { path: '/login?forgot=1', label: messages('en').auth.email, submit: messages('en').auth.forgot.submit, sent: () => messages('en').auth.forgot.sent },
      // Prerendered (the guard is part of the hashed script loader).
      {
        path: publicPath('/start-data-deletion', 'pl'),
        label: messages('pl').privacy.request.email,
        submit: messages('pl').privacy.request.submit,
        sent: (email: string) => messages('pl').privacy.request.sent.replace('{email}', email),
      },
    ];
    for (const { path, label, submit, sent } of cases) {
      const email = `early-${Date.now()}@e2e.exhale.test`;
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByLabel(label).fill(email);
      expect(await reactListens(), path).toBe(false);
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByText(sent(email)), path).toBeVisible({ timeout: 20_000 });
      expect(new URL(page.url()).search, path).not.toContain('email=');
    }

    // Typed before React, sent after: React is handed what the field shows (FieldsTakenOver).
    const request = messages('de').privacy.request;
    const email = `early-typed-${Date.now()}@e2e.exhale.test`;
    await page.goto(publicPath('/start-data-deletion', 'de'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel(request.email).fill(email);
    expect(await reactListens()).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-fields-ready', '', { timeout: 20_000 });
    await page.getByRole('button', { name: request.submit }).click();
    await expect(page.getByText(request.sent.replace('{email}', email))).toBeVisible();

    // A choice made before React: the dependence test goes on to its next question.
    const dependence = messages('en').test;
    await page.goto('/survey/test', { waitUntil: 'domcontentloaded' });
    await page.getByRole('radio', { name: dependence.items.firstCigarette.options.within5, exact: true }).check();
    expect(await reactListens()).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-fields-ready', '', { timeout: 20_000 });
    await page.getByRole('button', { name: messages('en').survey.next }).click();
    await expect(page.getByRole('radio', { name: dependence.items.forbiddenPlaces.options.yes, exact: true })).toBeVisible();

    expect(leaked).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

test('content pages hydrate only what people use: the story is taken over as drawn, and drawn in the browser after a client-side navigation', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(publicPath('/help', 'de'));
  const hydrated = () =>
    page.evaluate(() => {
      const fiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const story = document.querySelector('main [data-static]');
      return { story: story ? fiber(story) : null, inside: story ? [...story.querySelectorAll('*')].filter(fiber).length : null, elements: story?.querySelectorAll('*').length ?? 0 };
    });
  const first = await hydrated();
  // The wrapper is React's; none of the story's elements is hydrated.
  expect(first.story).toBe(true);
  expect(first.elements).toBeGreaterThan(100);
  expect(first.inside).toBe(0);
  // The parts people use are (the language menu).
  await openLanguageMenu(page, 'de');
  // The document carries the story once: drawn, and not again in its RSC data (decision 0026, addendum 9).
  const section = (await page.locator('main [data-static] h2').first().innerText()).trim();
  const html = await (await page.request.get(publicPath('/help', 'de'))).text();
  const data = [...html.matchAll(/<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/gs)].map((m) => (JSON.parse(m[1]!) as [number, string])[1]).join('');
  expect(section.length).toBeGreaterThan(3);
  expect(html).toContain(section);
  expect(data.length).toBeGreaterThan(1000);
  expect(data).not.toContain(section);

  // A client-side navigation draws the next story in the browser.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: messages('de').shell.footer.imprint }).click();
  await expect(page).toHaveURL(new RegExp(`${publicPath('/imprint', 'de')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading('imprint', 'de'));
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect((await page.locator('main [data-static]').innerText()).length).toBeGreaterThan(500);
  // Back to the first page: the router draws it from the document's own data, which has no story
  // in it; the story is there all the same.
  // From the HTML the document arrived with, not by asking the server for the page's data again.
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers().rsc || request.url().includes('_rsc=')) dataRequests.push(request.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${publicPath('/help', 'de')}$`));
  await expect(page.locator('main [data-static] h2').first()).toHaveText(section);
  expect((await page.locator('main [data-static]').innerText()).length).toBeGreaterThan(2000);
  expect(dataRequests).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  // And forward again.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading('imprint', 'de'));
  expect(problems).toEqual([]);
});
