import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import type { Database } from '@/db/create';
import { adminAudit, emailOutbox, purchase, user } from '@/db/schema';
import { refundPurchase } from '@/features/admin/server/purchases-admin';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stripe-stand-in';
import { testDatabase } from '../../../../test/database';
import { purchaseStatusOf, startCheckout } from './checkout';
import { checkoutAnswer } from './checkout-answers';
import { hasProgrammeAccess, hasPurchased } from './purchase-store';
import { createStripeCheckout, handleStripeWebhook, refundStripePayment } from './stripe';

const SECRET = 'whsec_standin_secret';
let database: Database;
let standIn: StripeStandIn;
const sdk = new Stripe('sk_test_helper');
let n = 0;

/** A webhook delivery as Stripe signs it, with the SDK's own test helper. */
function delivery(type: string, object: Record<string, unknown>, id = `evt_${++n}`, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created, livemode: false, data: { object } });
  return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
}
const receipts = async () => database.db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, 'sam'), eq(emailOutbox.template, 'receipt')));

beforeAll(async () => {
  standIn = await startStripeStandIn();
  Object.assign(process.env, { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_exhale', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standIn.url });
  resetEnvCache();
  database = await testDatabase();
  await database.db.insert(user).values({ id: 'sam', name: 'Sam Taylor', email: 'sam@example.test', locale: 'en' });
});
afterAll(async () => {
  for (const name of ['PAYMENTS', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name];
  resetEnvCache();
  await database?.close();
  await standIn?.close();
});

describe('Stripe', () => {
  it('makes one checkout session per purchase with its amount, currency and reference, through the SDK', async () => {
    const { db } = database;
    const started = await startCheckout(db, 'sam', { currency: 'GBP', locale: 'en' });
    if (!started.ok) throw new Error('not started');
    const input = { email: 'sam@example.test', productName: 'Exhale – the full programme', successUrl: 'http://localhost/quit-smoking?purchase=x', cancelUrl: 'http://localhost/quit-smoking' };
    const url = await createStripeCheckout(db, started.purchase, input);
    expect(url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_\\d+$`));
    const sent = standIn.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.authorization).toBe('Bearer sk_test_exhale');
    expect(sent.idempotencyKey).toBe(`checkout-${started.purchase.id}`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: started.purchase.id,
      customer_email: 'sam@example.test',
      locale: 'en',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '1700',
      'line_items[0][quantity]': '1',
      'metadata[reference]': started.purchase.reference,
    });
    const [row] = await db.select().from(purchase).where(eq(purchase.id, started.purchase.id));
    expect(row!.providerSessionId).toMatch(/^cs_test_/);
  });

  it('grants access only through the signed webhook, once, and takes it back on a refund', async () => {
    const { db } = database;
    const [pending] = await db.select().from(purchase).where(eq(purchase.userId, 'sam'));
    const session = { object: 'checkout.session', id: pending!.providerSessionId, client_reference_id: pending!.id, payment_status: 'paid', payment_intent: 'pi_sam', amount_total: 1700, currency: 'gbp' };

    // Forged or missing signature: refused, nothing changes.
    const forged = delivery('checkout.session.completed', session);
    expect(await handleStripeWebhook(db, forged.payload, forged.signature.replace(/v1=(\w)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`))).toMatchObject({ status: 400 });
    expect(await handleStripeWebhook(db, forged.payload, null)).toMatchObject({ status: 400 });
    expect(await hasPurchased(db, 'sam')).toBe(false);

    // A refund told before its payment: 409, so Stripe delivers it again.
    const early = delivery('charge.refunded', { object: 'charge', id: 'ch_1', payment_intent: 'pi_sam', refunded: true });
    expect(await handleStripeWebhook(db, early.payload, early.signature)).toMatchObject({ status: 409 });

    const paid = delivery('checkout.session.completed', session);
    expect(await handleStripeWebhook(db, paid.payload, paid.signature)).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expect(await handleStripeWebhook(db, paid.payload, paid.signature)).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    expect(await hasPurchased(db, 'sam')).toBe(true);
    expect(await receipts()).toHaveLength(1);

    // Events of no concern are acknowledged; a partial refund leaves the purchase standing.
    const other = delivery('customer.created', { object: 'customer', id: 'cus_1' });
    expect(await handleStripeWebhook(db, other.payload, other.signature)).toEqual({ status: 200, body: { received: true, handled: false } });
    const partial = delivery('charge.refunded', { object: 'charge', id: 'ch_1', payment_intent: 'pi_sam', refunded: false });
    expect((await handleStripeWebhook(db, partial.payload, partial.signature)).body).toMatchObject({ handled: false });
    expect(await hasPurchased(db, 'sam')).toBe(true);

    // The admin's refund goes through the SDK; Stripe's event then takes access back.
    await refundStripePayment('pi_sam', pending!.id);
    const refund = standIn.requests.find((r) => r.path === '/v1/refunds')!;
    expect(refund.form.get('payment_intent')).toBe('pi_sam');
    expect(refund.idempotencyKey).toBe(`refund-${pending!.id}`);
    expect(await handleStripeWebhook(db, early.payload, early.signature)).toMatchObject({ status: 200, body: { result: 'applied' } });
    expect(await hasPurchased(db, 'sam')).toBe(false);
  });

  it('a delayed payment is granted on its own success event; a lost dispute takes access back', async () => {
    const { db } = database;
    const started = await startCheckout(db, 'sam', { currency: 'EUR', locale: 'en' });
    if (!started.ok) throw new Error('not started');
    const base = { object: 'checkout.session', client_reference_id: started.purchase.id, payment_intent: 'pi_later', amount_total: 1900, currency: 'eur' };
    const unpaid = delivery('checkout.session.completed', { ...base, payment_status: 'unpaid' });
    expect((await handleStripeWebhook(db, unpaid.payload, unpaid.signature)).body).toMatchObject({ handled: false });
    const succeeded = delivery('checkout.session.async_payment_succeeded', { ...base, payment_status: 'paid' });
    expect((await handleStripeWebhook(db, succeeded.payload, succeeded.signature)).body).toMatchObject({ result: 'applied' });
    expect(await hasPurchased(db, 'sam')).toBe(true);
    const lost = delivery('charge.dispute.closed', { object: 'dispute', id: 'dp_1', payment_intent: 'pi_later', status: 'lost' });
    expect((await handleStripeWebhook(db, lost.payload, lost.signature)).body).toMatchObject({ result: 'applied' });
    expect(await hasPurchased(db, 'sam')).toBe(false);
  });

  it("an admin's refund asks Stripe once, however often it is clicked, and says so when Stripe cannot be reached", async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'root', name: 'Root', email: 'root@example.test', locale: 'en', role: 'admin' });
    const started = await startCheckout(db, 'sam', { currency: 'EUR', locale: 'en' });
    if (!started.ok) throw new Error('not started');
    const paid = delivery('checkout.session.completed', { object: 'checkout.session', client_reference_id: started.purchase.id, payment_intent: 'pi_admin', amount_total: 1900, currency: 'eur', payment_status: 'paid' });
    await handleStripeWebhook(db, paid.payload, paid.signature);
    const before = standIn.requests.filter((r) => r.path === '/v1/refunds').length;
    const twice = await Promise.all([refundPurchase(db, 'root', started.purchase.id), refundPurchase(db, 'root', started.purchase.id)]);
    expect(twice).toEqual([{ ok: true, status: 'requested' }, { ok: true, status: 'requested' }]);
    const asked = standIn.requests.filter((r) => r.path === '/v1/refunds').slice(before);
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${started.purchase.id}`]));
    expect(await db.select().from(adminAudit).where(and(eq(adminAudit.action, 'refund'), eq(adminAudit.target, started.purchase.reference)))).toHaveLength(1);
    // Access ends with Stripe's own event, not before.
    expect(await hasPurchased(db, 'sam')).toBe(true);

    process.env.STRIPE_API_URL = 'http://127.0.0.1:9';
    resetEnvCache();
    try {
      expect(await refundPurchase(db, 'root', started.purchase.id)).toEqual({ error: 'unavailable', fields: { form: 'providerUnavailable' } });
    } finally {
      process.env.STRIPE_API_URL = standIn.url;
      resetEnvCache();
    }
  });
});

describe('Stripe: one payment per person', () => {
  const refundsOf = (paymentIntent: string) => standIn.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === paymentIntent);
  const receiptsOf = (userId: string) => database.db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, 'receipt')));
  const complete = (purchaseId: string, paymentIntent: string, amount: number, currency: string) =>
    delivery('checkout.session.completed', { object: 'checkout.session', client_reference_id: purchaseId, payment_intent: paymentIntent, amount_total: amount, currency, payment_status: 'paid' });

  it('answers the open checkout when asked again, and closes it (its session expired) for another currency', async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'kim', name: 'Kim', email: 'kim@example.test', locale: 'de' });
    const first = await checkoutAnswer(db, 'kim', { currency: 'EUR', locale: 'de' });
    const again = await checkoutAnswer(db, 'kim', { currency: 'EUR', locale: 'en' });
    expect(again).toEqual(first);
    expect(await db.select().from(purchase).where(eq(purchase.userId, 'kim'))).toHaveLength(1);

    const other = await checkoutAnswer(db, 'kim', { currency: 'GBP', locale: 'de' });
    expect(other).not.toEqual(first);
    const rows = await db.select({ status: purchase.status, currency: purchase.currency, session: purchase.providerSessionId }).from(purchase).where(eq(purchase.userId, 'kim')).orderBy(purchase.createdAt);
    expect(rows.map((r) => [r.currency, r.status])).toEqual([
      ['EUR', 'declined'],
      ['GBP', 'pending'],
    ]);
    expect(standIn.requests.some((r) => r.path === `/v1/checkout/sessions/${rows[0]!.session}/expire`)).toBe(true);
    // The closed checkout's page can no longer take a payment.
    expect((await fetch(String((first as { url: string }).url))).status).toBe(410);
  });

  it('refunds a second payment at once, without a receipt, and keeps the programme unlocked', async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'lou', name: 'Lou', email: 'lou@example.test', locale: 'fr' });
    const first = await startCheckout(db, 'lou', { currency: 'EUR', locale: 'fr' });
    if (!first.ok) throw new Error('not started');
    // A second purchase paid from an old page (its session could not be expired in time).
    await db.insert(purchase).values({ id: 'lou-second', reference: 'EX-LOU2', userId: 'lou', provider: 'stripe', providerSessionId: 'cs_old', currency: 'EUR', amountMinor: 1900, status: 'declined', locale: 'fr' });

    const paid = complete(first.purchase.id, 'pi_lou_1', 1900, 'eur');
    expect((await handleStripeWebhook(db, paid.payload, paid.signature)).status).toBe(200);
    const second = complete('lou-second', 'pi_lou_2', 1900, 'eur');
    expect(await handleStripeWebhook(db, second.payload, second.signature)).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expect(refundsOf('pi_lou_1')).toHaveLength(0);
    expect(refundsOf('pi_lou_2').map((r) => r.idempotencyKey)).toEqual(['refund-lou-second']);
    expect(await receiptsOf('lou')).toHaveLength(1);
    // Delivered again (say the refund could not be asked): asked again, the same refund.
    expect((await handleStripeWebhook(db, second.payload, second.signature)).status).toBe(200);
    expect(new Set(refundsOf('pi_lou_2').map((r) => r.idempotencyKey))).toEqual(new Set(['refund-lou-second']));

    // Stripe's refund event marks it; the first purchase still gives the programme.
    const refunded = delivery('charge.refunded', { object: 'charge', id: 'ch_lou_2', payment_intent: 'pi_lou_2', refunded: true });
    expect((await handleStripeWebhook(db, refunded.payload, refunded.signature)).body).toMatchObject({ result: 'applied' });
    expect(await purchaseStatusOf(db, 'lou', 'lou-second')).toMatchObject({ status: 'refunded', unlocked: true });
    expect(await hasProgrammeAccess(db, 'lou')).toBe(true);
  });

  it('refunds a payment for an account that is gone', async () => {
    const { db } = database;
    await db.insert(purchase).values({ id: 'orphan-1', reference: 'EX-ORPH', userId: null, provider: 'stripe', providerSessionId: 'cs_orphan', currency: 'GBP', amountMinor: 1700, status: 'declined', locale: 'en' });
    const paid = complete('orphan-1', 'pi_orphan', 1700, 'gbp');
    expect((await handleStripeWebhook(db, paid.payload, paid.signature)).status).toBe(200);
    expect(refundsOf('pi_orphan').map((r) => r.idempotencyKey)).toEqual(['refund-orphan-1']);
  });

  it("answers 200 for another sale's checkout, and a refund nobody here knows is asked again only for a while", async () => {
    const { db } = database;
    const foreign = complete('not-ours', 'pi_foreign', 999, 'usd');
    expect(await handleStripeWebhook(db, foreign.payload, foreign.signature)).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
    const fresh = delivery('charge.refunded', { object: 'charge', id: 'ch_f1', payment_intent: 'pi_unknown', refunded: true });
    expect((await handleStripeWebhook(db, fresh.payload, fresh.signature)).status).toBe(409);
    const old = delivery('charge.refunded', { object: 'charge', id: 'ch_f2', payment_intent: 'pi_unknown', refunded: true }, undefined, Math.floor(Date.now() / 1000) - 7 * 3600);
    expect(await handleStripeWebhook(db, old.payload, old.signature)).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
  });
});
