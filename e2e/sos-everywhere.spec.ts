import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { registerAndTest, startPlan, summary } from './programme-support';
import { messages, publicPath, refuseLaterChunks, snapshot, testClientIp, watchConsole, type Locale } from './support';

// The cravings SOS from every page of the site (header on a computer, the menu on a phone),
// opening over the page, and the national quitlines of "help near you" on the help page and in
// the SOS.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.x A and AA problems axe finds on the page as it is now (dialogs open included). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Logs a craving in the open SOS the quick way (no breathing): strength 7, coffee, passed. */
async function logCraving(page: Page, locale: Locale) {
  const t = messages(locale).programme.sos;
  const sos = page.getByRole('dialog', { name: t.title });
  await sos.getByRole('group', { name: t.rateTitle }).getByText('7', { exact: true }).click();
  await sos.getByRole('radio', { name: messages(locale).survey.triggers.options.coffee, exact: true }).check();
  await sos.getByRole('button', { name: t.skipToLog }).click();
  await sos.getByRole('radio', { name: t.outcomes.passed }).check();
  await sos.getByRole('button', { name: t.save }).click();
  await expect(sos.getByText(t.donePassed)).toBeVisible();
}

test('English and German on a computer: the SOS opens over a post and over the help page, logs cravings that the programme then shows', async ({ page }) => {
  const errors = watchConsole(page);
  await registerAndTest(page, 'en', 'Robin');
  await startPlan(page);

  // From a post: the header's button opens the SOS in place, with the person's help near them.
  const t = messages('en').programme.sos;
  const post = publicPath('/posts/[id]', 'en', { id: 'handling-cravings' });
  await page.goto(post);
  await page.getByTestId('sos-header').click();
  const sos = page.getByRole('dialog', { name: t.title });
  await expect(sos).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(post);
  const help = sos.getByTestId('help-near-you');
  await expect(help.getByRole('heading', { name: messages('en').helpNearYou.talkTitle })).toBeVisible();
  await expect(help.getByRole('link', { name: /1-800-784-8669/ })).toHaveAttribute('href', 'tel:+18007848669');
  await snapshot(page, 'sos-everywhere-post-en');
  await help.scrollIntoViewIfNeeded();
  await snapshot(page, 'sos-everywhere-help-en');
  expect(await axeViolations(page)).toEqual([]);
  await logCraving(page, 'en');
  await sos.getByRole('button', { name: t.close }).first().click();
  await expect(sos).toBeHidden();
  // Focus goes back to the header's button.
  await expect(page.getByTestId('sos-header')).toBeFocused();

  // From the help page, in German this time (the SOS follows the page's language).
  const d = messages('de').programme.sos;
  await page.goto(publicPath('/help', 'de'));
  await expect(page.getByTestId('sos-header')).toHaveText(d.open);
  await snapshot(page, 'sos-everywhere-header-de');
  await page.getByTestId('sos-header').click();
  await expect(page.getByRole('dialog', { name: d.title })).toBeVisible();
  await expect(page.getByRole('dialog', { name: d.title }).getByTestId('help-no-line')).toHaveText(messages('de').helpNearYou.noLine);
  await logCraving(page, 'de');

  // Both cravings are in the programme's log and its insights.
  const cravings = (await summary(page)).cravings!;
  expect(cravings).toHaveLength(2);
  expect(cravings.every((c) => c.trigger === 'coffee' && c.passed === true && c.strengthBefore === 7)).toBe(true);
  await page.goto(publicPath('/quit-smoking', 'en'));
  // The programme page keeps its own SOS button; the header's would be a second one.
  await expect(page.getByTestId('sos-open')).toBeVisible();
  await expect(page.getByTestId('sos-header')).toBeHidden();
  await expect(page.getByTestId('insights-summary')).toContainText(fill(messages('en').programme.insights.summaryPassed, { passed: 2, total: 2 }));
  expect(errors).toEqual([]);
});

test('Italian on a phone: the menu opens the SOS over the page and the craving is logged', async ({ page }) => {
  await registerAndTest(page, 'it', 'Giulia');
  await startPlan(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = messages('it').shell;
  const t = messages('it').programme.sos;
  const post = publicPath('/posts/[id]', 'it', { id: 'money-saved' });
  await page.goto(post);
  // The header's own button is for wider screens; on a phone it is in the menu.
  await expect(page.getByTestId('sos-header')).toBeHidden();
  await page.getByRole('button', { name: shell.openMenu }).click();
  const menu = page.getByRole('dialog', { name: shell.menuTitle });
  await snapshot(page, 'sos-everywhere-menu-it');
  await menu.getByTestId('sos-menu').click();
  await expect(menu).toBeHidden();
  const sos = page.getByRole('dialog', { name: t.title });
  await expect(sos).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(post);
  await expect(sos.getByTestId('help-line')).toHaveAttribute('data-country', 'IT');
  await snapshot(page, 'sos-everywhere-sos-it');
  expect(await axeViolations(page)).toEqual([]);
  await logCraving(page, 'it');
  expect((await summary(page)).cravings).toHaveLength(1);
  // Closed, focus goes back to the menu button it was opened from (the header's is hidden here).
  await sos.getByRole('button', { name: t.close }).first().click();
  await expect(sos).toBeHidden();
  await expect(page.getByRole('button', { name: shell.openMenu })).toBeFocused();

  // A campaign page has no menu: its own header shows the SOS on a phone too, and the footer the
  // cookie settings.
  await page.goto(publicPath('/go/[id]', 'it', { id: 'start' }));
  await expect(page.getByTestId('sos-header')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: messages('it').consent.settingsLink })).toBeVisible();
  await snapshot(page, 'sos-everywhere-campaign-it');
  await page.getByTestId('sos-header').click();
  await expect(page.getByRole('dialog', { name: t.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without the service worker', () => {
  // A worker that kept the SOS's script would answer for it: here it was never stored.
  test.use({ serviceWorkers: 'block' });

  test('French: when the SOS cannot be loaded (offline before it was kept), the page stays as it was and the next press opens it', async ({ page }) => {
    const problems = watchConsole(page);
    await registerAndTest(page, 'fr', 'Camille');
    const t = messages('fr').programme.sos;
    const path = publicPath('/help', 'fr');
    const offline = await refuseLaterChunks(page, path);
    await page.goto(path);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const button = page.getByTestId('sos-header');
    await expect(button).toHaveText(t.open);
    await button.click();
    await expect.poll(offline.refused).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('dialog', { name: t.title })).toHaveCount(0);
    // Back as it was, not stuck "loading".
    await expect(button).toHaveText(t.open);

    await offline.allow();
    await button.click();
    await expect(page.getByRole('dialog', { name: t.title })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('signed out there is no SOS button, and the help page shows the line of the language’s country, another on request', async ({ page }) => {
  const errors = watchConsole(page);
  // English: the United States first; Canada on request, remembered on the next visit.
  const en = messages('en').helpNearYou;
  await page.goto(publicPath('/posts/[id]', 'en', { id: 'handling-cravings' }));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('sos-header')).toHaveCount(0);
  await page.goto(publicPath('/help', 'en'));
  await expect(page.getByTestId('sos-header')).toHaveCount(0);
  const help = page.getByTestId('help-near-you');
  await expect(help.getByRole('heading', { name: en.title })).toBeVisible();
  const country = help.getByLabel(en.country);
  await expect(country).toHaveValue('US');
  await expect(help.getByTestId('help-line')).toHaveAttribute('data-country', 'US');
  await expect(help.getByRole('link', { name: /1-800-784-8669/ })).toHaveAttribute('href', 'tel:+18007848669');
  await expect(help.getByRole('link', { name: /Frequently Asked Questions/ })).toHaveAttribute('href', /^https:\/\/www\.cdc\.gov\//);
  await country.selectOption('CA');
  await expect(help.getByRole('link', { name: /1 877 513-5333/ })).toHaveAttribute('href', 'tel:+18775135333');
  await expect(help.getByText(en.coverage.caSmokersHelpline)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('help-near-you').getByLabel(en.country)).toHaveValue('CA');

  // Italian: Italy first, with its hours; Switzerland on request. Country names are in Italian.
  const it = messages('it').helpNearYou;
  await page.evaluate(() => localStorage.clear());
  await page.goto(publicPath('/help', 'it'));
  const itHelp = page.getByTestId('help-near-you');
  await expect(itHelp.getByLabel(it.country)).toHaveValue('IT');
  await expect(itHelp.getByLabel(it.country).locator('option[value="CH"]')).toHaveText('Svizzera');
  await expect(itHelp.getByRole('link', { name: /800 554088/ })).toHaveAttribute('href', 'tel:+39800554088');
  await expect(itHelp.getByText(`${it.days.monFri} 10:00–16:00`)).toBeVisible();
  await snapshot(page, 'help-near-you-it');
  await itHelp.getByLabel(it.country).selectOption('CH');
  await expect(itHelp.getByRole('link', { name: /0848 000 181/ })).toHaveAttribute('href', 'tel:+41848000181');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
