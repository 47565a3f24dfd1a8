import { expect, test, type Page } from './fixtures';
import { consentCookie } from './consent-cookie';
import { registerAndTest } from './programme-support';
import { messages, publicPath, STATISTICS_SCRIPT, watchConsole, type Locale } from './support';

// These browsers start without a choice (the rest of the suite starts with one).
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.locator('#consent-banner');
/** The preferences dialog, by its title in the page's language. */
const preferences = (page: Page, locale: Locale = 'en') => page.getByRole('dialog', { name: messages(locale).consent.preferences.title });

/** With E2E_SCREENSHOTS set: what the visitor sees now, the dialogs where they stand. */
async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  // The dialogs fade in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/${name}.png` });
}

/** Waits until the consent script has run `count` times on this page. */
async function consentRuns(page: Page, count: number) {
  await expect(page.locator('html')).toHaveAttribute('data-consent-runs', String(count));
}

async function storedChoice(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'exhale_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; revision: number; consentId: string; languageCode: string }) : null;
}

for (const locale of ['en', 'de'] as const satisfies Locale[]) {
  const t = messages(locale).consent;
  const footer = messages(locale).shell.footer;

  test(`${locale}: the banner asks once, keeps the choice and reopens from the footer`, async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url());
    });

    await page.goto(publicPath('/help', locale));
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(t.banner.title);
    // It says that nothing the site sets today needs consent.
    await expect(banner(page)).toContainText(t.banner.description);
    await expect(banner(page)).toContainText(t.banner.analytics);
    await expect(banner(page)).not.toContainText(t.banner.revision);
    await screenshot(page, `consent-banner-${locale}-1280`);

    await banner(page).getByRole('button', { name: t.banner.necessaryOnly }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({ categories: ['necessary'], revision: 1 });

    // Kept on a reload ...
    await page.reload();
    await consentRuns(page, 1);
    await expect(banner(page)).toBeHidden();

    // ... and on a client-side navigation, after which the consent script runs again.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const rerun = page.evaluate(
      () =>
        new Promise<{ runs: number; path: string }>((resolve) =>
          window.addEventListener('exhale:consent-run', (event) => resolve((event as CustomEvent<{ runs: number; path: string }>).detail), { once: true }),
        ),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: footer.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`${publicPath('/privacy', locale)}$`));
    expect(await rerun).toEqual({ runs: 2, path: publicPath('/privacy', locale) });
    await consentRuns(page, 2);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(banner(page)).toBeHidden();

    // The footer link reopens the choices: necessary always on, analytics off as chosen.
    await page.getByRole('contentinfo').getByRole('button', { name: t.settingsLink }).click();
    await expect(preferences(page, locale)).toBeVisible();
    await expect(preferences(page, locale)).toContainText(t.preferences.title);
    await expect(preferences(page, locale).locator('input[value="necessary"]')).toBeChecked();
    await expect(preferences(page, locale).locator('input[value="necessary"]')).toBeDisabled();
    await expect(preferences(page, locale).locator('input[value="analytics"]')).not.toBeChecked();
    await screenshot(page, `consent-preferences-${locale}-1280`);

    // Nothing from another site so far; allowing analytics adds the statistics script (here on
    // another origin, allowed by the page's policy), with the site's name for it.
    expect(outside).toEqual([]);
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/analytics'));
    await preferences(page, locale).getByRole('button', { name: t.preferences.acceptAll }).click();
    await expect(preferences(page, locale)).toBeHidden();
    expect(await (await asked).json()).toEqual({ scriptUrl: STATISTICS_SCRIPT, domain: 'e2e.exhale.test' });
    expect(await storedChoice(page)).toMatchObject({ categories: ['necessary', 'analytics'] });
    const statistics = page.locator('script#exhale-analytics');
    await expect(statistics).toHaveAttribute('src', STATISTICS_SCRIPT);
    await expect(statistics).toHaveAttribute('data-domain', 'e2e.exhale.test');
    await expect.poll(() => page.evaluate(() => (window as unknown as { exhaleStatistics?: number }).exhaleStatistics)).toBe(1);
    expect(outside).toEqual([STATISTICS_SCRIPT]);

    // Withdrawn again from the dialog: the script goes, and one already running stops sending.
    await page.getByRole('contentinfo').getByRole('button', { name: t.settingsLink }).click();
    await preferences(page, locale).getByRole('button', { name: t.preferences.necessaryOnly }).click();
    await expect(preferences(page, locale)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({ categories: ['necessary'] });
    await expect(statistics).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBe('true');
    // The next page does not load it.
    await page.reload();
    await consentRuns(page, 1);
    await expect(statistics).toHaveCount(0);
    outside.splice(outside.indexOf(STATISTICS_SCRIPT), 1);

    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a choice made for an earlier version of the notice is asked again', async ({ page, context, baseURL }) => {
  await context.addCookies([consentCookie(new URL(baseURL!).hostname, { revision: 0, categories: ['necessary', 'analytics'] })]);
  await page.goto(publicPath('/help', 'de'));
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(messages('de').consent.banner.revision);
  await banner(page).getByRole('button', { name: messages('de').consent.banner.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ revision: 1, categories: ['necessary', 'analytics'] });
});

test('the banner follows the language switch and works with the keyboard', async ({ page }) => {
  await page.goto(publicPath('/help', 'de'));
  await expect(banner(page)).toContainText(messages('de').consent.banner.title);
  await page.getByRole('button', { name: new RegExp(messages('de').shell.chooseLanguage) }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/aide$/);
  await expect(banner(page)).toContainText(messages('fr').consent.banner.title);
  await expect(banner(page)).toContainText(messages('fr').consent.banner.description);

  // The banner takes the focus when it appears; Tab reaches the privacy policy, then its buttons in order.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#consent-banner') !== null)).toBe(true);
  const { banner: strings } = messages('fr').consent;
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: strings.privacy })).toBeFocused();
  await expect(banner(page).getByRole('link', { name: strings.privacy })).toHaveAttribute('href', publicPath('/privacy', 'fr'));
  for (const name of [strings.acceptAll, strings.necessaryOnly, strings.customise]) {
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(preferences(page, 'fr')).toBeVisible();
  await expect(preferences(page, 'fr')).toContainText(messages('fr').consent.preferences.analyticsTitle);
  // The dialog keeps the focus, and Escape closes it and leaves the banner asking.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.id !== 'consent-banner')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(preferences(page, 'fr')).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect(await storedChoice(page)).toBeNull();

  // Chosen with the keyboard: the banner goes and the focus moves on to the page's content.
  await banner(page).getByRole('button', { name: strings.necessaryOnly }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
});

for (const locale of ['en', 'de'] as const satisfies Locale[]) {
  test.describe(`${locale} on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the banner and the choices fit the screen and keep the page still', async ({ page }) => {
      const { banner: strings, preferences: labels } = messages(locale).consent;
      await page.addInitScript(() => {
        const seen: boolean[] = [];
        Object.assign(window, { largestPaints: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.push(Boolean((entry as PerformanceEntry & { element?: Element }).element?.closest('#consent-banner')));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // Appearing after the page is idle, the banner must not become the page's largest paint, even
      // on a page with little text.
      const largestPaints = () => page.evaluate(() => (window as unknown as { largestPaints: boolean[] }).largestPaints);
      await page.goto(publicPath('/login', locale));
      await expect(banner(page)).toBeVisible();
      await page.waitForTimeout(500);
      expect(await largestPaints()).not.toContain(true);

      await page.goto(publicPath('/help', locale));
      await expect(banner(page)).toBeVisible();
      // Where it comes to rest: the banner slides in, and mid-way it is still partly below the screen.
      await expect.poll(async () => banner(page).evaluate((element) => element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
      const box = (await banner(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      // An overlay: the page's content does not move when the banner appears.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBe(0);
      expect(await largestPaints()).not.toContain(true);
      await screenshot(page, `consent-banner-${locale}-390`);

      await banner(page).getByRole('button', { name: strings.customise }).click();
      await expect(preferences(page, locale)).toBeVisible();
      await expect(preferences(page, locale).getByRole('heading', { name: labels.title })).toBeInViewport();
      await expect(preferences(page, locale).getByRole('button', { name: labels.save })).toBeInViewport();
      await screenshot(page, `consent-preferences-${locale}-390`);
    });

    test('the SOS button and the footer stay reachable above the banner', async ({ page, context, baseURL }) => {
      const { banner: strings } = messages(locale).consent;
      // Signed in on a device where no choice was made yet (registered with one, then it is gone).
      // (Registered at a desktop's width, where the header shows "Sign out".)
      await context.addCookies([consentCookie(new URL(baseURL!).hostname)]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await registerAndTest(page, locale, 'Kim');
      await page.setViewportSize({ width: 390, height: 844 });
      await context.clearCookies({ name: 'exhale_consent' });
      await page.goto(publicPath('/quit-smoking', locale));
      await expect(banner(page)).toBeVisible();
      await expect.poll(async () => banner(page).evaluate((element) => element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
      const sos = page.getByTestId('sos-open');
      await expect(sos).toBeVisible();
      // The SOS sits above the banner, and a tap on it reaches it.
      await expect.poll(async () => {
        const [button, over] = [(await sos.boundingBox())!, (await banner(page).boundingBox())!];
        return button.y + button.height <= over.y;
      }).toBe(true);
      const centre = await sos.evaluate((element) => {
        const r = element.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('[data-testid="sos-open"]') !== null;
      });
      expect(centre).toBe(true);
      await screenshot(page, `consent-banner-sos-${locale}-390`);
      // At the end of the page, the footer's last link is above the banner.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLink = page.getByRole('contentinfo').getByRole('link').last();
      await expect.poll(async () => {
        const [link, over] = [(await lastLink.boundingBox())!, (await banner(page).boundingBox())!];
        return link.y + link.height <= over.y;
      }).toBe(true);

      // Once chosen, the SOS is back at the bottom and the page has no room left for the banner.
      await banner(page).getByRole('button', { name: strings.necessaryOnly }).click();
      await expect(banner(page)).toBeHidden();
      await expect.poll(async () => (await sos.boundingBox())!.y + (await sos.boundingBox())!.height).toBeGreaterThan(844 - 40);
      await expect(page.locator('[data-consent-room]')).toHaveCount(0);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    });
  });
}

test('the choices are saved as set with the switch, and shown as saved when reopened', async ({ page }) => {
  const { banner: strings, preferences: labels, settingsLink } = messages('nl').consent;
  await page.goto(publicPath('/help', 'nl'));
  await banner(page).getByRole('button', { name: strings.customise }).click();
  const dialog = preferences(page, 'nl');
  const analytics = dialog.getByRole('switch', { name: labels.analyticsTitle });
  await expect(analytics).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: labels.necessaryTitle })).toBeChecked();
  await analytics.check();
  await dialog.getByRole('button', { name: labels.save }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ revision: 1, categories: ['necessary', 'analytics'], languageCode: 'nl' });

  await page.getByRole('contentinfo').getByRole('button', { name: settingsLink }).click();
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  await dialog.getByRole('button', { name: labels.save }).click();
  await expect(dialog).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ categories: ['necessary'] });
  // The same record, changed: its id stays.
  expect((await storedChoice(page))?.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test.describe('without the service worker', () => {
  // A worker that kept the dialog's script would answer for it: here it was never stored.
  test.use({ serviceWorkers: 'block' });

  test('when the choices cannot be loaded (offline), the page stays as it was and the next press opens them', async ({ page }) => {
    const { banner: strings, preferences: labels } = messages('en').consent;
    const problems = watchConsole(page);
    await page.goto(publicPath('/help', 'en'));
    await expect(banner(page)).toBeVisible();
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    // The dialog's code is loaded on the first press: refused here, as offline.
    let refused = 0;
    await page.route('**/_next/static/chunks/**', (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await banner(page).getByRole('button', { name: strings.customise }).click();
    await expect.poll(() => refused).toBeGreaterThan(0);
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(preferences(page)).toHaveCount(0);

    await page.unroute('**/_next/static/chunks/**');
    await banner(page).getByRole('button', { name: strings.customise }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page).getByRole('button', { name: labels.save })).toBeVisible();
    // No error escaped to the page.
    expect(problems).toEqual([]);
  });
});
