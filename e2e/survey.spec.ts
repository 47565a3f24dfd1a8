import { expect, test, type Page } from './fixtures';
import { messages, publicPath, testClientIp, watchConsole } from './support';

// The motivation survey and the dependence test: one question per screen, resumable, anonymous
// answers kept in the browser and carried into the account at registration.

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.exhale.test`;

async function summary(page: Page) {
  return page.evaluate(async () => (await fetch('/api/programme/summary')).json());
}

test('German, keyboard only: the survey anonymously, resumed after a reload, then carried into a new account', async ({ page }) => {
  const s = messages('de').survey;
  const problems = watchConsole(page);
  await page.goto(publicPath('/survey/motivation', 'de'));
  await expect(page.getByText(s.progress.replace('{current}', '1').replace('{total}', '6'))).toBeVisible();

  // Next without an answer: a translated error, announced, and still on the first question.
  await page.getByRole('button', { name: s.next }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[role="alert"]', { hasText: s.errors.required })).toBeVisible();

  // Question 1: the MTSS, with the keyboard (a radio group: focus, then arrows).
  await page.getByRole('radio', { name: s.mtss.levels['7'] }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: s.mtss.levels['7'] })).toBeChecked();
  await page.keyboard.press('Enter');
  // The next question's heading takes the focus.
  await expect(page.getByRole('heading', { level: 2, name: s.importance.title })).toBeFocused();

  // Question 2: importance 9.
  await page.getByRole('radio', { name: '9', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  // Reloading keeps the answers so far and the place.
  await expect(page.getByRole('heading', { level: 2, name: s.confidence.title })).toBeVisible();
  await page.reload();
  await expect(page.getByText(s.resumed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: s.confidence.title })).toBeVisible();

  // Question 3: confidence 4.
  await page.getByRole('radio', { name: '4', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  // Question 4: reasons, with "other" needing the person's own words.
  await page.getByRole('checkbox', { name: s.reasons.options.money }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: s.reasons.options.other }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByText(s.errors.describeOther)).toBeVisible();
  await page.getByLabel(s.reasons.otherLabel).fill('Für meine Tochter');
  await page.keyboard.press('Enter');

  // Question 5: triggers.
  await page.getByRole('checkbox', { name: s.triggers.options.coffee }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  // Question 6: past attempts, then what helped; back keeps the answers.
  await page.getByRole('radio', { name: s.attempts.options.one }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: s.attempts.helped.nrt }).check();
  await page.getByRole('button', { name: s.back }).click();
  await expect(page.getByRole('checkbox', { name: s.triggers.options.coffee })).toBeChecked();
  await page.getByRole('button', { name: s.next }).click();
  await expect(page.getByRole('checkbox', { name: s.attempts.helped.nrt })).toBeChecked();
  await page.getByRole('button', { name: s.finish }).click();

  // The result reflects the answers back and keeps them in the browser.
  await expect(page.getByRole('heading', { level: 2, name: s.result.stage.ready.title })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Für meine Tochter' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: s.reasons.options.money })).toBeVisible();
  await expect(page.getByText(s.result.confidenceTip)).toBeVisible();
  await expect(page.getByText(s.result.savedLocally)).toBeVisible();
  await expect(page.getByRole('link', { name: s.result.nextTest })).toHaveAttribute('href', publicPath('/survey/test', 'de'));

  // Registration carries the answers into the account.
  const t = messages('de').auth;
  await page.getByRole('link', { name: s.result.register }).click();
  await page.getByLabel(t.name).fill('Robin');
  await page.getByLabel(t.email).fill(uniqueEmail('survey'));
  await page.getByLabel(t.newPassword).fill('Breathe-Free-2026');
  await page.getByRole('button', { name: t.register.submit }).click();
  await expect(page.getByRole('button', { name: messages('de').shell.signOut })).toBeVisible();
  await expect.poll(async () => (await summary(page)).surveys?.length ?? 0).toBe(1);
  const [kept] = (await summary(page)).surveys;
  expect(kept).toMatchObject({ mtss: 7, importance: 9, confidence: 4 });
  expect(kept.answers).toMatchObject({ reasons: ['money', 'other'], reasonOther: 'Für meine Tochter', triggers: ['coffee'], pastAttempts: 'one', helped: ['nrt'] });
  expect(await page.evaluate(() => window.localStorage.getItem('exhale.pending.v1'))).toBeNull();
  // Back on the survey, the kept answers are listed, so change over time shows.
  await page.goto(publicPath('/survey/motivation', 'de'));
  const history = page.getByRole('region', { name: s.history.title });
  await expect(history).toContainText(s.result.stage.ready.title);
  await expect(history).toContainText(s.history.scores.replace('{importance}', '9').replace('{confidence}', '4'));
  expect(problems).toEqual([]);
});

test('French, signed in: the dependence test checks the profile, keeps what was typed, and saves score and profile', async ({ page }) => {
  const s = messages('fr').test;
  const e = messages('fr').survey;
  const t = messages('fr').auth;
  await page.goto(publicPath('/register', 'fr'));
  await page.getByLabel(t.name).fill('Camille');
  await page.getByLabel(t.email).fill(uniqueEmail('test'));
  await page.getByLabel(t.newPassword).fill('Breathe-Free-2026');
  await page.getByRole('button', { name: t.register.submit }).click();
  await expect(page.getByRole('button', { name: messages('fr').shell.signOut })).toBeVisible();

  await page.goto(publicPath('/survey/test', 'fr'));
  const answer = async (item: keyof typeof s.items, option: string) => {
    await page.getByRole('radio', { name: (s.items[item].options as Record<string, string>)[option], exact: true }).check();
    await page.getByRole('button', { name: e.next }).click();
  };
  await answer('firstCigarette', 'within5');
  await answer('forbiddenPlaces', 'yes');
  await answer('hateToGiveUp', 'firstMorning');
  await answer('morningMore', 'no');
  await answer('whenIll', 'no');

  // The profile: a bad price and a missing number are named; nothing typed is lost.
  await expect(page.getByRole('heading', { level: 2, name: s.profile.title })).toBeVisible();
  await expect(page.getByLabel(s.profile.currency)).toHaveValue('EUR');
  await page.getByLabel(s.profile.cigarettesPerDay).fill('25');
  await page.getByLabel(s.profile.packPrice).fill('douze');
  await page.getByRole('button', { name: e.finish }).click();
  await expect(page.getByText(e.errors.range)).toBeVisible();
  await expect(page.getByText(e.errors.enterNumber)).toBeVisible();
  await expect(page.getByLabel(s.profile.cigarettesPerDay)).toHaveValue('25');
  await page.getByLabel(s.profile.packPrice).fill('12,40');
  await page.getByLabel(s.profile.yearsSmoked).fill('15');
  await page.getByRole('button', { name: e.finish }).click();

  // 3 + 1 + 1 + 0 + 0, and 2 for 25 a day: 7, high dependence.
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(s.result.band.high.title) })).toBeVisible();
  await expect(page.getByText(s.result.helps.medication)).toBeVisible();
  await expect(page.getByText(s.result.notAdvice)).toBeVisible();
  await expect(page.getByText(s.result.saved)).toBeVisible();
  const kept = await summary(page);
  expect(kept.test).toMatchObject({ score: 7, band: 'high' });
  expect(kept.profile).toEqual({ cigarettesPerDay: 25, cigarettesPerPack: 20, packPriceMinor: 1240, currency: 'EUR', yearsSmoked: 15 });
});

test('the endpoints refuse visitors and other sites', async ({ request, baseURL }) => {
  const body = { id: '00000000-0000-4000-8000-000000000009', answers: { mtss: 3 } };
  expect((await request.post('/api/programme/survey', { data: body, headers: { origin: new URL(baseURL!).origin } })).status()).toBe(401);
  expect((await request.post('/api/programme/survey', { data: body })).status()).toBe(403);
  expect((await request.post('/api/programme/survey', { data: body, headers: { origin: 'https://elsewhere.example' } })).status()).toBe(403);
  expect((await request.get('/api/programme/summary')).status()).toBe(401);
  for (const path of ['/api/programme/craving', '/api/programme/slip', '/api/programme/step', '/api/programme/check-in', '/api/programme/plan', '/api/programme/restart']) {
    expect((await request.post(path, { data: {}, headers: { origin: new URL(baseURL!).origin } })).status(), path).toBe(401);
    expect((await request.post(path, { data: {}, headers: { origin: 'https://elsewhere.example' } })).status(), path).toBe(403);
  }
  // The programme's data: only for its person; a leftover session cookie is removed.
  const stale = await request.get('/api/programme/dashboard?locale=en', { headers: { cookie: 'better-auth.session_token=stale.value' } });
  expect(stale.status()).toBe(401);
  expect(stale.headers()['set-cookie']).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);
});
