import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import type { Database } from '@/db/create';
import { user } from '@/db/schema';
import { loadDashboard } from '@/features/programme/server/dashboard';
import { savePlan } from '@/features/programme/server/plan-store';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stripe-stand-in';
import { testDatabase } from '../../../../test/database';
import { checkoutAnswer, testCheckoutAnswer } from './checkout-answers';
import { paymentsMode } from './mode';

// What the purchase endpoints and the programme page's data add to checkout.int.test.ts: the
// offer on the dashboard, the answers of POST /api/purchases/checkout and …/test-checkout.

let database: Database;
let standIn: StripeStandIn;
const now = new Date('2026-12-10T10:00:00Z');
const SETTINGS = ['PAYMENTS', 'PRICES', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'E2E_TEST_ROUTES'];

function payments(mode: 'off' | 'test' | 'stripe', extra: Record<string, string> = {}) {
  Object.assign(process.env, { PAYMENTS: mode, ...extra });
  if (mode === 'stripe') Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_answers', STRIPE_WEBHOOK_SECRET: 'whsec_answers', STRIPE_API_URL: standIn.url, ...extra });
  resetEnvCache();
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'ada', name: 'Ada', email: 'ada@example.test', locale: 'de' },
    { id: 'bo', name: 'Bo', email: 'bo@example.test', locale: 'pl' },
    { id: 'cy', name: 'Cy', email: 'cy@example.test', locale: 'en' },
  ]);
  // Ada quit a week ago: today's step is day 8, beyond the free days.
  await savePlan(database.db, 'ada', { quitDate: '2026-12-03', timeZone: 'UTC', triggers: ['coffee'], strategies: ['walk'], nrt: 'none' }, new Date('2026-12-02T10:00:00Z'));
});
afterAll(async () => {
  await database?.close();
  await standIn?.close();
});
afterEach(() => {
  for (const name of SETTINGS) delete process.env[name];
  resetEnvCache();
});

describe('the programme page’s offer', () => {
  it('is absent while payments are off: no price, no step locked', async () => {
    const data = await loadDashboard(database.db, { id: 'ada', name: 'Ada' }, 'de', now);
    expect(data.offer).toBeNull();
    expect(data.steps).toMatchObject({ locked: [], current: { day: 8, state: 'ok' } });
  });

  it('in test mode: the prices and the language’s currency while not bought; bought, every step opens', async () => {
    const { db } = database;
    payments('test', { PRICES: 'EUR=19.00,PLN=79.00' });
    const before = await loadDashboard(db, { id: 'ada', name: 'Ada' }, 'de', now);
    expect(before.offer).toEqual({ mode: 'test', prices: { EUR: 1900, PLN: 7900 }, currency: 'EUR', purchased: false, pending: null });
    expect(before.steps.current).toEqual({ day: 8, state: 'notPurchased', content: undefined });
    expect(before.steps.locked).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect((await loadDashboard(db, { id: 'ada', name: 'Ada' }, 'pl', now)).offer?.currency).toBe('PLN');

    const answer = await checkoutAnswer(db, 'ada', { currency: 'EUR', locale: 'de' }, now);
    expect(answer).toEqual({ url: expect.stringMatching(/^\/de\/checkout\/[\w-]{22}$/) });
    const id = (answer as { url: string }).url.split('/').pop()!;
    expect((await loadDashboard(db, { id: 'ada', name: 'Ada' }, 'de', now)).offer?.pending).toEqual({ id, status: 'pending' });

    // Only its buyer finishes it; what stands is answered, also to a second click.
    expect(await testCheckoutAnswer(db, 'bo', { id, outcome: 'complete' }, now)).toEqual({ error: 'not-found', reason: 'notFound', fields: { form: 'notFound' } });
    expect(await testCheckoutAnswer(db, 'ada', { id, outcome: 'complete' }, now)).toEqual({ status: 'paid' });
    expect(await testCheckoutAnswer(db, 'ada', { id, outcome: 'decline' }, now)).toEqual({ status: 'paid' });

    const after = await loadDashboard(db, { id: 'ada', name: 'Ada' }, 'de', now);
    expect(after.offer).toMatchObject({ purchased: true, pending: null });
    expect(after.steps).toMatchObject({ locked: [], current: { day: 8, state: 'ok' } });
  });
});

describe('POST /api/purchases/checkout', () => {
  it('refuses with a code and the reason the page translates', async () => {
    const { db } = database;
    expect(await checkoutAnswer(db, 'bo', { currency: 'PLN', locale: 'pl' }, now)).toEqual({ error: 'failed-precondition', reason: 'paymentsOff', fields: { form: 'paymentsOff' } });
    payments('test', { PRICES: 'PLN=79.00' });
    expect(await checkoutAnswer(db, 'bo', { currency: 'GBP', locale: 'pl' }, now)).toEqual({ error: 'invalid-argument', reason: 'noPrice', fields: { currency: 'noPrice' } });
    expect(await checkoutAnswer(db, 'ada', { currency: 'PLN', locale: 'de' }, now)).toEqual({ error: 'already-exists', reason: 'alreadyPurchased', fields: { form: 'alreadyPurchased' } });
  });

  it('with Stripe: a checkout session that comes back to the purchase’s page, or to the programme when cancelled', async () => {
    const { db } = database;
    payments('stripe');
    const answer = await checkoutAnswer(db, 'bo', { currency: 'PLN', locale: 'pl' }, now);
    expect(answer).toEqual({ url: expect.stringMatching(new RegExp(`^${standIn.url}/pay/cs_test_\\d+$`)) });
    const sent = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    const id = sent.form.get('client_reference_id')!;
    expect(Object.fromEntries(sent.form)).toMatchObject({
      success_url: `https://exhale.example/pl/checkout/${id}`,
      cancel_url: 'https://exhale.example/pl/rzucanie-palenia',
      customer_email: 'bo@example.test',
      locale: 'pl',
      'line_items[0][price_data][product_data][name]': 'Exhale – pełny program',
      'line_items[0][price_data][unit_amount]': '7900',
    });
  });

  it('with Stripe out of reach: a refusal to try again later, nothing charged', async () => {
    payments('stripe', { STRIPE_SECRET_KEY: 'sk_live_refused' });
    expect(await checkoutAnswer(database.db, 'cy', { currency: 'GBP', locale: 'en' }, now)).toEqual({ error: 'unavailable', reason: 'providerUnavailable', fields: { form: 'providerUnavailable' } });
  });
});

describe('the payments mode', () => {
  it('is the configuration outside a request, also where the end-to-end tests may switch it', async () => {
    payments('off', { E2E_TEST_ROUTES: 'true' });
    expect(await paymentsMode()).toBe('off');
    payments('test');
    expect(await paymentsMode()).toBe('test');
  });
});
