import { expect, test } from './fixtures';
import { messages, refuseLaterChunks, watchConsole } from './support';

test('on a phone the menu opens as a dialog and the page never scrolls sideways', async ({ page }) => {
  await page.goto('/es');
  const t = messages('es').shell;
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: t.openMenu }).click();
  const dialog = page.getByRole('dialog', { name: t.menuTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: t.nav.help }).click();
  await expect(page).toHaveURL(/\/es\/ayuda$/);
  await expect(dialog).toBeHidden();
});

test('a keyboard user can skip to the main content', async ({ page }) => {
  await page.goto('/it/aiuto');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: messages('it').shell.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('no page scrolls sideways on a phone in languages with long words', async ({ page }) => {
  for (const path of ['/ru/brosit-kurit', '/de/hilfe', '/fr', '/pl/pomoc', '/nl/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test.describe('without the service worker', () => {
  // A worker that kept the menu's script would answer for it: here it was never stored.
  test.use({ serviceWorkers: 'block' });

  test('when the menu cannot be loaded (offline), the page stays as it was and the next press opens it', async ({ page }) => {
    const t = messages('nl').shell;
    const problems = watchConsole(page);
    const offline = await refuseLaterChunks(page, '/nl/hulp');
    await page.goto('/nl/hulp');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const button = page.getByRole('button', { name: t.openMenu });
    await button.click();
    await expect.poll(offline.refused).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('dialog', { name: t.menuTitle })).toHaveCount(0);
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');

    await offline.allow();
    await button.click();
    await expect(page.getByRole('dialog', { name: t.menuTitle })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
