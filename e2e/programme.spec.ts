import { expect, test } from './fixtures';
import { localToday, plusDays, registerAndTest } from './programme-support';
import { messages, publicPath, storyHeading, testClientIp, watchConsole } from './support';

// The programme for a signed-in person: the quit plan, then live progress and recovery.

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

test('German: a visitor sees the programme page; signed in, a plan with today as quit date starts the dashboard', async ({ page }) => {
  const t = messages('de').programme;
  const problems = watchConsole(page);
  await page.goto(publicPath('/quit-smoking', 'de'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading('quit-smoking', 'de'));

  await registerAndTest(page, 'de', 'Robin');
  await page.goto(publicPath('/quit-smoking', 'de'));
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.plan.startTitle })).toBeVisible();
  // The SOS is there before the quit date too.
  await expect(page.getByRole('button', { name: t.sos.open })).toBeVisible();

  // A day in the past is refused with a translated message; the choices stay.
  await page.getByRole('checkbox', { name: messages('de').survey.triggers.options.coffee }).check();
  await page.getByRole('checkbox', { name: t.plan.strategy.changeRoutine }).check();
  await page.getByRole('radio', { name: t.plan.nrtOption.combination }).check();
  await page.getByLabel(t.plan.quitDate).fill(plusDays(await localToday(page), -3));
  await page.getByRole('button', { name: t.plan.save }).click();
  await expect(page.getByText(t.plan.errors.past)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: t.plan.strategy.changeRoutine })).toBeChecked();

  await page.getByLabel(t.plan.quitDate).fill(await localToday(page));
  await page.getByRole('button', { name: t.plan.save }).click();

  // The dashboard: time smoke-free counts from the start of today, with how it is calculated.
  await expect(page.getByText(t.progress.smokeFree)).toBeVisible();
  await expect(page.getByTestId('smoke-free')).toContainText('Tag');
  await expect(page.getByText(t.progress.notSmoked)).toBeVisible();
  await expect(page.getByTestId('money-saved')).toContainText('€');
  await page.getByText(t.progress.howCalculated).nth(1).click();
  await expect(page.getByText(/^20 .* × /)).toBeVisible();
  // Recovery milestones name their sources.
  await expect(page.getByRole('heading', { level: 2, name: t.health.title })).toBeVisible();
  await expect(page.getByText(t.health.text.minutes20)).toBeVisible();
  await expect(page.getByRole('link', { name: t.health.source.replace('{source}', 'World Health Organization') }).first()).toHaveAttribute('href', /who\.int/);
  // Today's check-in: every answer is needed; saved, it shows in the history and can be changed.
  const c = t.checkIn;
  await page.getByRole('button', { name: c.save }).click();
  await expect(page.getByText(c.errors.required).first()).toBeVisible();
  await page.getByRole('radio', { name: c.yes, exact: true }).check();
  await page.getByLabel(c.cravings).fill('drei');
  await page.getByRole('group', { name: c.strength }).getByText('6', { exact: true }).click();
  await page.getByRole('radio', { name: c.moods['4'], exact: true }).check();
  await page.getByRole('button', { name: c.save }).click();
  await expect(page.getByText(c.errors.wholeNumber)).toBeVisible();
  await page.getByLabel(c.cravings).fill('3');
  await page.getByLabel(c.note).fill('Nach dem Kaffee war es schwer.');
  await page.getByRole('button', { name: c.save }).click();
  await expect(page.getByText(c.done)).toBeVisible();
  await page.getByText(t.history.showTable).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '6 / 10' }) });
  await expect(row).toContainText(t.history.yes);
  await expect(row).toContainText('3');
  await page.getByLabel(c.cravings).fill('4');
  await page.getByRole('button', { name: c.save }).click();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: '6 / 10' }) })).toContainText('4');
  await expect(page.getByRole('img', { name: new RegExp(t.history.chartTitle) })).toBeVisible();

  // The plan can be changed, but not its date once the quit has begun.
  await page.getByText(t.plan.edit).click();
  await expect(page.getByLabel(t.plan.quitDate, { exact: true })).toBeDisabled();
  await expect(page.getByRole('radio', { name: t.plan.nrtOption.combination })).toBeChecked();

  // Starting again: asked once more, then a new plan; the first attempt stays in the history.
  await page.getByRole('button', { name: t.restart.button }).click();
  await page.getByRole('button', { name: t.restart.cancel }).click();
  await page.getByRole('button', { name: t.restart.button }).click();
  await page.getByRole('button', { name: t.restart.confirm }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.plan.startTitle })).toBeVisible();
  // The ended attempt is listed with its dates, and the page says every attempt counts.
  await expect(page.getByRole('heading', { level: 2, name: t.attempts.title })).toBeVisible();
  await expect(page.getByText(t.attempts.lead)).toBeVisible();
  const { attempts } = await page.evaluate(async () => (await fetch('/api/programme/summary')).json());
  expect(attempts).toHaveLength(1);
  expect(attempts[0]).toMatchObject({ quitDate: await localToday(page), nrt: 'combination', endReason: 'restart' });
  expect(problems).toEqual([]);
});

test('Polish: a quit date next week waits, and the page says when it starts', async ({ page }) => {
  const t = messages('pl').programme;
  await registerAndTest(page, 'pl', 'Ola');
  await page.goto(publicPath('/quit-smoking', 'pl'));
  const date = plusDays(await localToday(page), 7);
  await page.getByLabel(t.plan.quitDate).fill(date);
  await page.getByRole('button', { name: t.plan.save }).click();
  const label = new Intl.DateTimeFormat('pl', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  await expect(page.getByText(t.progress.notStarted.replace('{date}', label))).toBeVisible();
  // Before it begins, the date may still move (within four weeks).
  await expect(page.getByLabel(t.plan.quitDate)).toBeEnabled();
  await page.getByLabel(t.plan.quitDate).fill(plusDays(await localToday(page), 40));
  await page.getByRole('button', { name: t.plan.save }).click();
  await expect(page.getByText(t.plan.errors.tooFar)).toBeVisible();
});

test('a leftover session cookie: the programme page notices, removes it and shows the page for visitors', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'better-auth.session_token', value: 'ended-session.signature', domain: new URL(baseURL!).hostname, path: '/' }]);
  await page.goto(publicPath('/quit-smoking', 'fr'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading('quit-smoking', 'fr'));
  expect((await context.cookies()).some((c) => c.name === 'better-auth.session_token')).toBe(false);
});
