import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import type { Database } from '@/db/create';
import { adminAudit, emailOutbox, purchase, user } from '@/db/schema';
import { refundPurchase } from '@/features/admin/server/purchases-admin';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stripe-stand-in';
import { testDatabase } from '../../../../test/database';
import { startCheckout } from './checkout';
import { hasPurchased } from './purchase-store';
import { createStripeCheckout, handleStripeWebhook, refundStripePayment } from './stripe';

const SECRET = 'whsec_standin_secret';
let database: Database;
let standIn: StripeStandIn;
const sdk = new Stripe('sk_test_helper');
let n = 0;

/** A webhook delivery as Stripe signs it, with the SDK's own test helper. */
function delivery(type: string, object: Record<string, unknown>, id = `evt_${++n}`) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 1, livemode: false, data: { object } });
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
