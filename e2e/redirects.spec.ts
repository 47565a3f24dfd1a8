import { expect, test } from './fixtures';
import { locales, publicPath } from './support';

const cases: Array<[string, number, string]> = [
  ['/friend-invite', 301, '/'],
  ['/friend-invite/AbC123?ref=mail', 301, '/'],
  ['/developer-login', 301, '/'],
  ['/developer-login/x', 301, '/'],
  ['/de/help', 301, '/de/hilfe'],
  ['/en', 301, '/'],
  ['/en/help', 301, '/help'],
  ['/en/quit-smoking?from=ad', 301, '/quit-smoking?from=ad'],
  ['/privacy-policy', 308, '/privacy'],
  ['/fr/old/privacy-2019', 308, '/privacy'],
];

test('redirect rules answer with their exact code and target', async ({ request }) => {
  for (const [path, status, location] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers().location, path).toBe(location);
  }
});

test('English path words under another locale go to that locale’s word', async ({ request }) => {
  for (const locale of locales.filter((l) => l !== 'en')) {
    for (const route of ['/help', '/quit-smoking'] as const) {
      const response = await request.get(`/${locale}${route}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(publicPath(route, locale));
    }
  }
});

test('the mobile subdomain sends non-root paths to the main site root and serves its root', async ({ request, page, baseURL }) => {
  const mobileHost = new URL(baseURL!).host.replace(/^localhost/, 'm.localhost');
  for (const path of ['/de/hilfe', '/help', '/nope', '/posts/x']) {
    const response = await request.get(path, { headers: { host: mobileHost }, maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    // Next.js writes a redirect to its own origin as a relative URL; with the real site origin
    // (not localhost) it stays absolute. Either way it is the main site's root.
    expect(new URL(response.headers().location!, baseURL).href, path).toBe(`${baseURL}/`);
  }
  const root = await request.get('/', { headers: { host: mobileHost }, maxRedirects: 0 });
  expect(root.status()).toBe(200);

  const mobile = baseURL!.replace('://localhost', '://m.localhost');
  expect((await page.goto(`${mobile}/`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('route rules: an internal target navigates in the app, an external one leaves the site', async ({ page, request }) => {
  const internal = await request.get('/e2e/internal', { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers().location).toBe('/de/hilfe');

  await page.route('https://quitline.invalid/**', (route) => route.fulfill({ status: 200, body: '<h1>Quitline</h1>', contentType: 'text/html' }));
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const meta = page.waitForResponse((r) => r.url().includes('/builds/meta/'));
  await page.goto('/help');
  expect((await (await meta).json()).routeRules).toContainEqual({ match: { exact: '/e2e/external' }, status: 302, target: 'https://quitline.invalid/' });
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/e2e/external';
    a.textContent = 'external rule';
    document.querySelector('main')!.append(a);
  });
  await page.getByText('external rule').click();
  await expect(page).toHaveURL('https://quitline.invalid/');
  // The browser went straight to the target: the page knew the rule and did a full-page navigation.
  expect(requested).not.toContain('/e2e/external');
});
