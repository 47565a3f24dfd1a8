import { expect, test } from './fixtures';
import { messages, publicPath, snapshot, watchConsole, type Locale } from './support';
import { workerControls } from './pwa-support';

// The installable app: each language's manifest and icons, the service worker controlling the
// page with a fetch handler (what Lighthouse's installability audit asks for), the install button
// that follows the browser's offer and the steps for Safari.

for (const locale of ['en', 'de'] as const satisfies Locale[]) {
  test(`${locale}: the manifest, icons and service worker make the app installable`, async ({ page, request }) => {
    const problems = watchConsole(page);
    const t = messages(locale).pwa;
    await page.goto(publicPath('/install', locale));

    // Every page names its language's manifest.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/manifests/${locale}.webmanifest`);
    const answer = await request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: t.manifest.name,
      short_name: t.manifest.shortName,
      description: t.manifest.description,
      display: 'standalone',
      start_url: publicPath('/quit-smoking', locale),
      scope: locale === 'en' ? '/' : `/${locale}`,
      theme_color: '#0f6a57',
    });
    expect(manifest.id).toBeTruthy();
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['192x192', 'maskable'], ['512x512', 'maskable']])
      expect(icons.some((i) => i.sizes === sizes && i.purpose === purpose), `${sizes} ${purpose}`).toBe(true);
    for (const icon of icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
    }
    // The start page answers, inside the scope.
    expect((await request.get(manifest.start_url)).status()).toBe(200);

    // The worker: served fresh, at the root scope, with a fetch handler, controlling the page.
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(await worker.text()).toMatch(/addEventListener\(\s*"fetch"/);
    await workerControls(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/');
      return { scope: r?.scope, active: r?.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: new URL('/', page.url()).href, active: new URL('/sw.js', page.url()).href });
    // Chromium's own installability check (what Lighthouse's installable-manifest audit reported
    // before Lighthouse 12 dropped it) finds nothing missing, and the manifest parses cleanly. The
    // test browser's profile is a private one, which Chromium never installs from: that is all.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toBe(new URL(href!, page.url()).href);
    // The offline page of the language is precached.
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(precached).toContain(`/offline/${locale}.html`);

    // The install button is there only while the browser offers to install.
    await expect(page.getByTestId('install-app')).toHaveCount(0);
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
      offer.prompt = async () => void ((window as unknown as { prompted: boolean }).prompted = true);
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: t.install.button }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByText(t.install.installed)).toBeVisible();

    // The steps for Safari, each with its drawing; no store links without their settings.
    const ios = page.getByRole('region', { name: t.install.iosTitle });
    await expect(ios.getByRole('listitem')).toHaveCount(3);
    await expect(ios.getByText(t.install.iosSteps.add)).toBeVisible();
    await expect(ios.locator('svg')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: t.install.storesTitle })).toHaveCount(0);

    await page.reload();
    await snapshot(page, `install-${locale}`);
    expect(problems).toEqual([]);
  });
}

// Chromium makes its offer once per page load, as soon as it has read the manifest: on a direct
// visit that is before the page's scripts have run, and on another page than the install page.
test('pl: an offer made before the page has started, or on another page, still shows the button', async ({ page }) => {
  const problems = watchConsole(page);
  const t = { ...messages('pl').pwa, footerInstall: messages('pl').shell.footer.install };
  // The offer as Chromium makes it: at the document's end, before the framework's scripts run
  // (prerendered pages add them after the first paint).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { prompted?: number; hydratedBeforeOffer?: boolean };
      w.hydratedBeforeOffer = Boolean(document.querySelector('[data-testid="install-app"]')) || Object.keys(document.body).some((k) => k.startsWith('__react'));
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
      offer.prompt = async () => void (w.prompted = (w.prompted ?? 0) + 1);
      offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(offer);
    });
  });
  await page.goto(publicPath('/install', 'pl'));
  expect(await page.evaluate(() => (window as unknown as { hydratedBeforeOffer: boolean }).hydratedBeforeOffer)).toBe(false);
  const button = page.getByRole('button', { name: t.install.button });
  await button.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // Dismissed: the offer is spent, so the button goes until the browser offers again.
  await expect(button).toHaveCount(0);

  // Offered on the home page; the person then goes to the install page within the site.
  await page.goto(publicPath('/', 'pl'));
  await expect(page.locator('html')).toHaveAttribute('data-build-watch', 'on');
  await page.getByRole('contentinfo').getByRole('link', { name: t.footerInstall }).click();
  await expect(page).toHaveURL(publicPath('/install', 'pl'));
  await expect(button).toBeVisible();
  expect(problems).toEqual([]);
});
