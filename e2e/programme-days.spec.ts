import { expect, test, type BrowserContext, type Page } from './fixtures';
import { registerAndTest, startPlan, summary, untilNoon } from './programme-support';
import { messages, publicPath, testClientIp, watchConsole } from './support';
import { readFileSync } from 'node:fs';

// The programme day by day: the cravings SOS and its log, slips, the daily steps opening one a
// day and the milestones. The tests move the clock (the server's with E2E_TEST_ROUTES' cookie,
// the browser's with Playwright's clock) instead of waiting.

// Long journeys (a minute of breathing, days of steps) that must not fail on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const stepTitle = (day: number, locale: string) =>
  (JSON.parse(readFileSync(`content/steps/day-${String(day).padStart(2, '0')}/${locale}.json`, 'utf8')) as { content: { title: string } }).content.title;

/** Moves the server's clock (for this browser) and the page's clock `ms` ahead of now. */
async function moveClock(context: BrowserContext, page: Page, ms: number) {
  await context.addCookies([{ name: 'exhale-test-clock', value: String(ms), domain: new URL(page.url()).hostname, path: '/' }]);
  await page.clock.setSystemTime(new Date(Date.now() + ms));
}

test('Spanish: the SOS guides a minute of breathing, logs the craving, and a slip is recorded without losing progress', async ({ page }) => {
  const t = messages('es').programme;
  const triggers = messages('es').survey.triggers.options;
  const problems = watchConsole(page);
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerAndTest(page, 'es', 'Lucía');
  await startPlan(page);
  await page.goto(publicPath('/quit-smoking', 'es'));
  await expect(page.getByText(t.insights.empty)).toBeVisible();

  // One tap opens the SOS; every answer is asked for.
  await page.getByTestId('sos-open').click();
  const sos = page.getByRole('dialog', { name: t.sos.title });
  await expect(sos).toBeVisible();
  await sos.getByRole('button', { name: t.sos.startBreathing }).click();
  await expect(sos.getByText(t.sos.errors.required).first()).toBeVisible();
  await sos.getByRole('group', { name: t.sos.rateTitle }).getByText('8', { exact: true }).click();
  await sos.getByRole('radio', { name: triggers.coffee, exact: true }).check();
  // The page's clock stands still from here until the minute is over, so a slow machine cannot tick it on.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
  await sos.getByRole('button', { name: t.sos.startBreathing }).click();

  // A minute of breathing: in for four seconds, out for six; the circle keeps still when reduced motion is asked for.
  await expect(sos.getByTestId('sos-phase')).toHaveText(t.sos.breatheIn);
  await expect(sos.getByRole('timer')).toHaveText(fill(t.sos.timeLeft, { time: '1:00' }));
  await page.clock.runFor(4_500);
  await expect(sos.getByTestId('sos-phase')).toHaveText(t.sos.breatheOut);
  expect(await sos.locator('[data-phase="out"]').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  // Paused, the time left stands still.
  await sos.getByRole('button', { name: t.sos.pause }).click();
  const shown = await sos.getByRole('timer').textContent();
  expect(shown).toMatch(/0:5\d/);
  await page.clock.runFor(10_000);
  await expect(sos.getByRole('timer')).toHaveText(shown!);
  await sos.getByRole('button', { name: t.sos.resume }).click();
  await expect(sos.getByText(t.sos.ideas.water)).toBeVisible();
  await page.clock.runFor(56_000);

  // Then the urge is rated again and the craving logged.
  await expect(sos.getByRole('group', { name: t.sos.checkTitle })).toBeVisible();
  await page.clock.resume();
  await sos.getByRole('group', { name: t.sos.checkTitle }).getByText('3', { exact: true }).click();
  await sos.getByRole('radio', { name: t.sos.outcomes.passed }).check();
  await sos.getByRole('button', { name: t.sos.save }).click();
  await expect(sos.getByText(t.sos.donePassed)).toBeVisible();
  await expect(sos.getByText(fill(t.sos.change, { before: 8, after: 3 }))).toBeVisible();
  await sos.getByRole('button', { name: t.sos.close }).first().click();

  // The insights show it: passed without smoking, before and after the SOS.
  await expect(page.getByTestId('insights-summary')).toContainText(fill(t.insights.summaryPassed, { passed: 1, total: 1 }));
  await expect(page.getByTestId('insights-summary')).toContainText(fill(t.insights.summarySos, { before: 8, after: 3 }));
  await expect(page.getByRole('table', { name: t.insights.byTrigger })).toContainText(triggers.coffee);

  // A second craving, logged without the exercise, ends in a cigarette: the SOS leads to the slip form.
  await page.getByTestId('sos-open').click();
  await sos.getByRole('group', { name: t.sos.rateTitle }).getByText('9', { exact: true }).click();
  await sos.getByRole('radio', { name: triggers.stress, exact: true }).check();
  await sos.getByRole('button', { name: t.sos.skipToLog }).click();
  await sos.getByRole('radio', { name: t.sos.outcomes.smoked }).check();
  await sos.getByRole('button', { name: t.sos.save }).click();
  await expect(sos.getByText(t.sos.doneSmoked)).toBeVisible();
  await sos.getByRole('link', { name: t.sos.recordSlip }).click();
  await expect(sos).toBeHidden();

  // The slip: a wrong number is refused and the answers stay; recorded, the figures take it into account.
  const slip = page.locator('#slip');
  await expect(slip.getByLabel(t.slip.cigarettes)).toBeVisible();
  await slip.getByLabel(t.slip.cigarettes).fill('0');
  await slip.getByRole('radio', { name: triggers.stress, exact: true }).check();
  await slip.getByRole('button', { name: t.slip.save }).click();
  await expect(slip.getByText(t.slip.errors.range)).toBeVisible();
  await expect(slip.getByRole('radio', { name: triggers.stress, exact: true })).toBeChecked();
  await slip.getByLabel(t.slip.cigarettes).fill('2');
  await slip.getByRole('button', { name: t.slip.save }).click();
  await expect(slip.getByText(t.slip.saved)).toBeVisible();
  await expect(page.getByTestId('slips')).toContainText(triggers.stress);
  await expect(page.getByTestId('smoke-free')).toBeVisible(); // the attempt goes on
  const data = await summary(page);
  expect(data.slips).toEqual([expect.objectContaining({ cigarettes: 2, trigger: 'stress' })]);
  expect(data.cravings!.map((c) => [c.strengthBefore, c.strengthAfter, c.passed, c.withSos])).toEqual([
    [9, null, false, false],
    [8, 3, true, true],
  ]);
  expect((data.attempts as Array<{ endedAt: unknown }>)[0]!.endedAt).toBeNull();
  expect((await page.request.get('/api/programme/dashboard?locale=xx')).status()).toBe(400);
  // The data call is answered by server.mjs itself (decision 0029), with the headers of any answer
  // of the app and the request id it was given.
  const answer = await page.request.get('/api/programme/dashboard?locale=es', { headers: { 'x-request-id': 'e2e-data-call-es-1' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()).toMatchObject({ 'x-request-id': 'e2e-data-call-es-1', 'cache-control': 'private, no-store', 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  expect((await answer.json()).slips).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('Italian: the daily steps open one a day from the quit date, and milestones are recorded as days pass', async ({ page, context }) => {
  const t = messages('it').programme;
  await registerAndTest(page, 'it', 'Marco');
  await startPlan(page);
  const path = publicPath('/quit-smoking', 'it');
  await page.goto(path);

  // Day 1: its lesson and task; day 2 waits.
  const steps = page.locator('#steps');
  await expect(steps.getByTestId('step').getByRole('heading', { name: stepTitle(1, 'it') })).toBeVisible();
  await expect(steps.getByTestId('step-list').getByRole('listitem').nth(1)).toContainText(fill(t.steps.opensOn, { date: '' }).trim());
  await steps.getByRole('button', { name: t.steps.markDone }).click();
  await expect(steps.getByRole('button', { name: `✓ ${t.steps.done}` })).toBeVisible();
  await expect(steps.getByText(fill(t.steps.doneCount, { done: 1, total: 21 }))).toBeVisible();
  // A step not open yet cannot be marked done.
  const locked = await page.evaluate(async () => (await fetch('/api/programme/step', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ day: 2, done: true }) })).status);
  expect(locked).toBe(412);
  await expect(page.getByTestId('milestones').locator('[data-reached="true"]')).toHaveCount(0);

  // Two days later: day 3 is today's step, day 2 can be read, the first milestone is recorded.
  await moveClock(context, page, await untilNoon(page, 2));
  await page.reload();
  await expect(steps.getByTestId('step').getByRole('heading', { name: stepTitle(3, 'it') })).toBeVisible();
  await steps.getByRole('link', { name: stepTitle(2, 'it') }).click();
  await expect(page).toHaveURL(/\?step=2/);
  await expect(steps.getByTestId('step').getByRole('heading', { name: stepTitle(2, 'it') })).toBeVisible();
  await expect(page.getByTestId('milestones').locator('[data-reached="true"]')).toHaveCount(1);
  await expect(page.getByTestId('milestones').locator('[data-reached="true"]')).toContainText(t.milestones.kinds.day1);

  // A week and a bit later: the one-week milestone; step 8 is open (payments are not switched on).
  await moveClock(context, page, await untilNoon(page, 7));
  await page.goto(path);
  await expect(steps.getByTestId('step').getByRole('heading', { name: stepTitle(8, 'it') })).toBeVisible();
  await expect(page.getByTestId('milestones').locator('[data-reached="true"]')).toHaveCount(3);
  const { milestones } = await summary(page);
  expect(milestones!.map((m) => m.kind)).toEqual(['day1', 'days3', 'week1']);
  // Recorded once: visiting again adds nothing.
  await page.reload();
  expect((await summary(page)).milestones).toHaveLength(3);
});
