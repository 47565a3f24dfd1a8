import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { registerAndTest, startPlan, untilNoon } from './programme-support';
import { messages, publicPath, receivedEmail, receivedEmails, snapshot, testClientIp, watchConsole, type Locale } from './support';

// Buying the full programme as a person does it (decision 0017), with the test provider: a step
// beyond the free days is locked, the panel on the programme page starts a checkout, the test
// checkout declines or completes it, and the paid purchase opens the step. The e2e server runs
// with PAYMENTS=off; E2E_TEST_ROUTES lets this browser switch to test payments with a cookie.

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

/** This browser's server clock on the fourth day of the plan: today's step is past the free ones. */
async function pastTheFreeDays(context: BrowserContext, page: Page) {
  await context.addCookies([{ name: 'exhale-test-clock', value: String(await untilNoon(page, 3)), domain: new URL(page.url()).hostname, path: '/' }]);
}

async function testPayments(context: BrowserContext, page: Page) {
  await context.addCookies([{ name: 'exhale-test-payments', value: 'test', domain: new URL(page.url()).hostname, path: '/' }]);
}

/** The programme page, once its daily steps have loaded. */
async function programme(page: Page, locale: Locale) {
  await page.goto(publicPath('/quit-smoking', locale));
  await expect(page.getByRole('heading', { level: 2, name: messages(locale).programme.steps.title })).toBeVisible();
  return page.locator('#steps');
}

/** Buys from the panel: the checkout's address, with the test checkout page shown. */
async function buy(page: Page, locale: Locale, price: string) {
  const m = messages(locale).purchases;
  await page.getByTestId('buy-panel').getByRole('button', { name: fill(m.panel.buy, { price }) }).click();
  await expect(page).toHaveURL(new RegExp(`${publicPath('/checkout/[id]', locale, { id: 'ID' }).replace('ID', '[\\w-]{22}$')}`));
  await expect(page.getByTestId('test-banner')).toContainText(m.checkout.testBanner);
  await expect(page.getByTestId('checkout-amount')).toHaveText(price);
  return page.url();
}

async function newPerson(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
  return { context, page: await context.newPage() };
}

for (const { locale, name, first, chosen } of [
  // English offers pounds first; the person picks euros.
  { locale: 'en' as const, name: 'Alex', first: '£17.00', chosen: { currency: 'EUR', price: '€19.00' } },
  // Polish offers złoty and keeps them.
  { locale: 'pl' as const, name: 'Zofia', first: /^79,00\szł$/, chosen: null },
]) {
  test(`${locale}: a locked step, a declined payment, then a completed one opens the full programme`, async ({ page, context, browser, request }) => {
    const m = messages(locale);
    const t = m.purchases;
    const problems = watchConsole(page);
    const email = await registerAndTest(page, locale, name);
    await startPlan(page);
    await pastTheFreeDays(context, page);

    // Payments off (the server's setting): every step is open and no price is shown anywhere.
    let steps = await programme(page, locale);
    await expect(steps.getByTestId('step')).toBeVisible();
    await expect(page.getByTestId('buy-panel')).toHaveCount(0);
    expect((await (await page.request.get(`/api/programme/dashboard?locale=${locale}`)).json()).offer).toBeNull();

    // Test payments, on a free day: the step is open, the offer waits below the steps.
    await testPayments(context, page);
    await context.clearCookies({ name: 'exhale-test-clock' });
    steps = await programme(page, locale);
    await expect(steps.getByTestId('step')).toBeVisible();
    await expect(steps.getByTestId('buy-panel')).toBeVisible();
    await snapshot(page, `purchases-${locale}-free-day`);

    // Past the free days: today's step is locked and the panel offers the programme in the language's currency.
    await pastTheFreeDays(context, page);
    steps = await programme(page, locale);
    await expect(steps.getByTestId('step-locked')).toContainText(m.programme.steps.errors.notPurchased);
    const panel = steps.getByTestId('buy-panel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByTestId('buy-test-mode')).toHaveText(t.panel.test);
    await expect(panel.getByRole('heading', { name: t.panel.title })).toBeVisible();
    await expect(panel).toContainText(t.panel.oneTime);
    await expect(panel.getByTestId('buy-price')).toHaveText(first);
    const firstPrice = (await panel.getByTestId('buy-price').textContent())!;
    if (chosen) {
      await panel.getByLabel(t.panel.currency).selectOption(chosen.currency);
      await expect(panel.getByTestId('buy-price')).toHaveText(chosen.price);
    }
    const price = chosen?.price ?? firstPrice;
    await snapshot(page, `purchases-${locale}-locked`);

    // The test checkout declines: nothing changes, the way back leads to the panel again.
    const declinedAt = await buy(page, locale, price);
    await snapshot(page, `purchases-${locale}-test-checkout`);
    await page.getByRole('button', { name: t.checkout.decline }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.declinedTitle })).toBeVisible();
    await expect(page.getByText(t.checkout.declinedLead)).toBeVisible();
    await snapshot(page, `purchases-${locale}-declined`);
    await page.getByRole('link', { name: t.checkout.tryAgain }).click();
    await expect(steps.getByTestId('step-locked')).toBeVisible();
    await expect(steps.getByTestId('buy-panel')).toBeVisible();

    // Again, completed this time: thanks, the reference, the amount, and the receipt by email.
    if (chosen) await steps.getByTestId('buy-panel').getByLabel(t.panel.currency).selectOption(chosen.currency);
    const paidAt = await buy(page, locale, price);
    expect(paidAt).not.toBe(declinedAt);
    await page.getByRole('button', { name: t.checkout.complete }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.paidTitle })).toBeVisible();
    await expect(page.getByText(t.checkout.receipt)).toBeVisible();
    await expect(page.getByTestId('checkout-amount')).toHaveText(price);
    const reference = (await page.getByTestId('checkout-reference').textContent())!;
    expect(reference).toMatch(/^EX-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await snapshot(page, `purchases-${locale}-paid`);
    const receipt = await receivedEmail(email, fill(m.emails.receipt.subject, { reference }));
    expect(receipt.text).toContain(price.match(/\d+[.,]\d{2}/)![0]);

    // A reload shows the same; the status answer agrees.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.paidTitle })).toBeVisible();
    const id = new URL(paidAt).pathname.split('/').pop()!;
    expect(await page.evaluate(async (purchase) => (await fetch(`/api/purchases/${purchase}`)).json(), id)).toMatchObject({ status: 'paid', reference });

    // The step opens; the panel is gone.
    await page.getByRole('link', { name: t.checkout.toProgramme }).click();
    await expect(steps.getByTestId('step')).toBeVisible();
    await expect(steps.getByTestId('programme-unlocked')).toContainText(t.panel.unlocked);
    await expect(page.getByTestId('buy-panel')).toHaveCount(0);
    await snapshot(page, `purchases-${locale}-unlocked`);

    // Someone else is not shown the purchase (404, as for an unknown id); a visitor is asked to log in first.
    const other = await newPerson(browser);
    await registerAndTest(other.page, locale, 'Sam');
    expect((await other.page.goto(new URL(paidAt).pathname))?.status()).toBe(404);
    expect(await other.page.evaluate(async (purchase) => (await fetch(`/api/purchases/${purchase}`)).status, id)).toBe(404);
    expect((await other.page.goto(publicPath('/checkout/[id]', locale, { id: 'AbCdEf1234567890abcdef' })))?.status()).toBe(404);
    await other.context.close();
    const visitor = await request.get(new URL(paidAt).pathname, { maxRedirects: 0, headers: { cookie: '' } });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers().location).toBe(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(new URL(paidAt).pathname)}`);
    expect(problems).toEqual([]);
  });
}

test('de: two checkouts open in two tabs are paid one after the other: the second payment is refunded at once', async ({ page, context }) => {
  const m = messages('de');
  const t = m.purchases;
  const problems = watchConsole(page);
  const email = await registerAndTest(page, 'de', 'Jonas');
  await startPlan(page);
  await pastTheFreeDays(context, page);
  await testPayments(context, page);

  // The first tab's checkout in euros; a second tab asks again in euros and is sent to the same one.
  await programme(page, 'de');
  const first = await buy(page, 'de', '19,00\u00a0€');
  const second = await context.newPage();
  await programme(second, 'de');
  expect(await buy(second, 'de', '19,00\u00a0€')).toBe(first);

  // In pounds it is a new checkout, and the euro one is closed; its tab still shows the buttons.
  await programme(second, 'de');
  await second.getByTestId('buy-panel').getByLabel(t.panel.currency).selectOption('GBP');
  const pounds = await buy(second, 'de', '17,00\u00a0£');
  expect(pounds).not.toBe(first);

  // Both are paid: the first payment gives the programme, the second is refunded, with no second receipt.
  await page.getByRole('button', { name: t.checkout.complete }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.checkout.paidTitle })).toBeVisible();
  await second.getByRole('button', { name: t.checkout.complete }).click();
  await expect(second.getByRole('heading', { level: 1, name: t.checkout.duplicateTitle })).toBeVisible();
  await expect(second.getByText(t.checkout.duplicateLead)).toBeVisible();
  await snapshot(second, 'purchases-de-second-payment-refunded');
  const reference = (await page.getByTestId('checkout-reference').textContent())!;
  await receivedEmail(email, fill(m.emails.receipt.subject, { reference }));
  const secondReference = (await second.getByTestId('checkout-reference').textContent())!;
  expect((await receivedEmails(email)).filter((mail) => mail.subject === fill(m.emails.receipt.subject, { reference: secondReference }))).toEqual([]);

  // The programme stays unlocked.
  await second.getByRole('link', { name: t.checkout.toProgramme }).click();
  await expect(second.locator('#steps').getByTestId('programme-unlocked')).toContainText(t.panel.unlocked);
  expect(problems).toEqual([]);
});
