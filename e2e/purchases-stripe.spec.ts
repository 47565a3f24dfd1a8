import { expect, test } from './fixtures';
import { registerAndTest, startPlan, untilNoon } from './programme-support';
import { messages, publicPath, receivedEmail, snapshot, testClientIp, watchConsole } from './support';

// Buying through Stripe, against the local stand-in of Stripe's API and hosted checkout
// (e2e/stripe-stand-in.mjs): access comes only with the signed webhook, which the stand-in sends a
// moment after the buyer is back, so the return page first waits; a repeated delivery changes
// nothing; an admin's refund goes to Stripe, whose refund event takes access back.

const STAND_IN = `http://127.0.0.1:${process.env.STRIPE_STAND_IN_PORT ?? 3294}`;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

test.describe.configure({ timeout: 180_000 });

interface SentEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
  status: number;
}
const sentEvents = async (): Promise<SentEvent[]> => (await fetch(`${STAND_IN}/events`)).json() as Promise<SentEvent[]>;

for (const { locale, name, price } of [
  { locale: 'en' as const, name: 'Robin', price: '£17.00' },
  { locale: 'de' as const, name: 'Jonas', price: /^19,00\s€$/ },
]) {
  test(`${locale}: Stripe Checkout, the webhook gives access once, a refund takes it back`, async ({ page, context, browser, baseURL }) => {
    const m = messages(locale);
    const t = m.purchases;
    const problems = watchConsole(page);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
    const email = await registerAndTest(page, locale, name);
    await startPlan(page);
    const host = new URL(page.url()).hostname;
    await context.addCookies([
      { name: 'exhale-test-clock', value: String(await untilNoon(page, 3)), domain: host, path: '/' },
      { name: 'exhale-test-payments', value: 'stripe', domain: host, path: '/' },
    ]);

    await page.goto(publicPath('/quit-smoking', locale));
    const panel = page.getByTestId('buy-panel');
    await expect(panel).toContainText(t.panel.stripe);
    await expect(panel.getByTestId('buy-price')).toHaveText(price);
    const shown = (await panel.getByTestId('buy-price').textContent())!;
    await panel.getByRole('button', { name: fill(t.panel.buy, { price: shown }) }).click();

    // Stripe's hosted checkout (the stand-in), then back: the page waits for the webhook and says so.
    await expect(page).toHaveURL(new RegExp(`^${STAND_IN}/pay/cs_test_\\d+$`));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`${publicPath('/checkout/[id]', locale, { id: 'ID' }).replace('ID', '[\\w-]{22}')}$`));
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByText(t.checkout.waiting)).toBeVisible();
    await snapshot(page, `purchases-stripe-${locale}-waiting`);
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.paidTitle })).toBeVisible({ timeout: 30_000 });
    const reference = (await page.getByTestId('checkout-reference').textContent())!;
    await receivedEmail(email, fill(m.emails.receipt.subject, { reference }));

    // Stripe delivers the same event again: it is recorded once and changes nothing.
    const completed = (await sentEvents()).findLast((e) => e.type === 'checkout.session.completed' && e.payload.includes(id))!;
    expect(completed.status).toBe(200);
    const again = await page.request.post('/api/purchases/stripe-webhook', { headers: { 'stripe-signature': completed.signature, 'content-type': 'application/json' }, data: completed.payload });
    expect(await again.json()).toMatchObject({ received: true, result: 'duplicate' });
    // A forged delivery is refused.
    const forged = await page.request.post('/api/purchases/stripe-webhook', { headers: { 'stripe-signature': completed.signature, 'content-type': 'application/json' }, data: completed.payload.replace('"paid"', '"unpaid"') });
    expect(forged.status()).toBe(400);

    await page.goto(publicPath('/quit-smoking', locale));
    await expect(page.getByTestId('programme-unlocked')).toBeVisible();

    // An admin refunds it: Stripe is asked, and its charge.refunded event locks the programme again.
    const adminContext = await browser.newContext();
    await adminContext.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
    const admin = await adminContext.newPage();
    const headers = { origin: baseURL! };
    const signUp = await admin.request.post('/api/auth/sign-up/email', { headers, data: { name: 'Operator', email: 'operator@e2e.exhale.test', password: 'Quit-Smoking-2026' } });
    if (signUp.status() !== 200) expect((await admin.request.post('/api/auth/sign-in/email', { headers, data: { email: 'operator@e2e.exhale.test', password: 'Quit-Smoking-2026' } })).status()).toBe(200);
    await admin.goto(`${publicPath('/admin/purchases', locale)}?id=${id}`);
    const detail = admin.getByTestId('purchase-detail');
    await expect(detail).toContainText(m.admin.purchases.providers.stripe);
    await detail.getByRole('button', { name: m.admin.purchases.refund }).click();
    await detail.getByRole('button', { name: m.admin.common.confirm }).click();
    await expect(detail.getByText(m.admin.purchases.requested)).toBeVisible();
    await expect.poll(async () => (await (await page.request.get(`/api/purchases/${id}`)).json()).status, { timeout: 20_000 }).toBe('refunded');
    expect((await sentEvents()).some((e) => e.type === 'charge.refunded' && e.status === 200)).toBe(true);
    await page.goto(publicPath('/quit-smoking', locale));
    await expect(page.getByTestId('step-locked')).toBeVisible();
    await adminContext.close();
    expect(problems).toEqual([]);
  });
}
