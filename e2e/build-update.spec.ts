import { expect, test } from './fixtures';
import { workerControls } from './pwa-support';

for (const worker of [false, true]) {
  test(`a new deployment makes the next navigation a full page load, never twice in 10 s${worker ? ', with the installed app’s service worker in control' : ''}`, async ({ page }) => {
    if (worker) {
      // The worker keeps pages for offline use; online, a navigation still gets the new build's page.
      await page.goto('/');
      await workerControls(page);
    }
    await page.clock.install();
    let latestId: string | null = null;
    await page.route((url) => url.pathname === '/builds/latest.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { id: string; timestamp: number };
      latestId = body.id;
      await route.fulfill({ response, json: { ...body, id: `${body.id}-next` } });
    });

    await page.goto('/help');
    await expect(page.locator('html')).toHaveAttribute('data-build-watch', 'on');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    // The page checks once an hour by default.
    await page.clock.runFor(3_600_000);
    await expect.poll(() => latestId).toBeTruthy();

    const load = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await load;
    await expect(page).toHaveURL(/\/terms$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

    // The reload is recorded so that the same path is not reloaded again within 10 s (unit-tested
    // in src/features/shell/build-reload.test.ts).
    const mark = await page.evaluate(() => JSON.parse(sessionStorage.getItem('exhale:build-reload') ?? 'null'));
    expect(mark).toMatchObject({ path: '/terms' });
  });
}

test('builds/latest.json is not cacheable and meta names the running build', async ({ request }) => {
  const latest = await request.get('/builds/latest.json?t=1');
  expect(latest.headers()['cache-control']).toContain('no-store');
  const body = (await latest.json()) as { id: string; timestamp: number };
  expect(body.id).toMatch(/\S+/);
  expect(body.timestamp).toBeGreaterThan(0);
  const meta = await request.get(`/builds/meta/${body.id}.json`);
  expect(meta.status()).toBe(200);
  expect((await meta.json()).routeRules).toContainEqual({ match: { prefix: '/friend-invite' }, status: 301, target: '/' });
  expect((await request.get('/builds/meta/unknown-build.json')).status()).toBe(404);
});
