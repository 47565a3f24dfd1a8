import { expect, test } from './fixtures';
import { locales, messages, publicPath, refuseLaterChunks, story, storyHeading, watchConsole } from './support';

test('the language switcher keeps the page and maps localized path words', async ({ page, context }) => {
  await page.goto('/de/hilfe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: new RegExp(messages('de').shell.chooseLanguage) }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/aide$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading('help', 'fr'));
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('fr');

  await page.getByRole('button', { name: new RegExp(messages('fr').shell.chooseLanguage) }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('opening the language menu does not change the language', async ({ page, context }) => {
  await page.goto('/de/hilfe');
  await page.getByRole('button', { name: new RegExp(messages('de').shell.chooseLanguage) }).click();
  await expect(page.getByRole('menuitem', { name: 'Français' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Escape');
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('de');
});

test.describe('without the service worker', () => {
  // A worker that kept the menu's script would answer for it: here it was never stored.
  test.use({ serviceWorkers: 'block' });

  test('when the language menu cannot be loaded (offline), the page stays as it was and the next press opens it', async ({ page }) => {
    const problems = watchConsole(page);
    const offline = await refuseLaterChunks(page, '/pt/ajuda');
    await page.goto('/pt/ajuda');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const button = page.getByRole('button', { name: new RegExp(messages('pt').shell.chooseLanguage) });
    await button.click();
    await expect.poll(offline.refused).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expect(button).toBeVisible();

    await offline.allow();
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Polski' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('the locale cookie lasts 365 days on path / with SameSite lax', async ({ page, context }) => {
  const before = Date.now() / 1000;
  await page.goto('/pl/pomoc');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie).toMatchObject({ value: 'pl', path: '/', sameSite: 'Lax', httpOnly: false });
  expect(cookie!.expires - before).toBeGreaterThan(365 * 86400 - 60);
  expect(cookie!.expires - before).toBeLessThan(365 * 86400 + 60);
});

test('every page names its language versions, canonical URL, title and description', async ({ page, baseURL }) => {
  await page.goto('/nl/hulp');
  await expect(page).toHaveTitle(`${story('help', 'nl').content.title} · Exhale`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', story('help', 'nl').content.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/nl/hulp`);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );
  expect(alternates).toHaveLength(10);
  expect(alternates).toContainEqual(['x-default', `${baseURL}/help`]);
  expect(alternates).toContainEqual(['de-DE', `${baseURL}/de/hilfe`]);
  expect(alternates).toContainEqual(['ru-RU', `${baseURL}/ru/pomoshch`]);
});

test('sitemap.xml lists every public page in every locale; robots.txt keeps crawlers out of private pages', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of locales) {
    for (const route of ['/', '/help', '/quit-smoking', '/privacy'] as const) {
      expect(sitemap).toContain(`<loc>${baseURL}${publicPath(route, locale)}</loc>`);
    }
  }
  expect(sitemap).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Disallow: \/de\/admin/);
  expect(robots).toMatch(/Disallow: \/data-deletion/);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the desktop header fits in every language without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const locale of locales) {
    await page.goto(publicPath('/quit-smoking', locale));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, locale).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/fr/arreter-de-fumer');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
