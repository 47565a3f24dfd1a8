import 'server-only';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { env } from '@/config/env';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { purchase } from '@/db/schema';
import { errorFields, log } from '@/lib/logger';
import { applyPaymentEvent, attachSession, closeCheckouts, isSuperfluousPayment, purchaseOf, type PaymentEvent, type Purchase } from './purchase-store';
import { queueReceipt } from './receipt';

// Stripe Checkout through Stripe's own SDK (decision 0017). A checkout session is made for a
// purchase; access is granted only by the signed webhook, through applyPaymentEvent. In tests
// the SDK talks to a local stand-in (STRIPE_API_URL).

let client: { key: string; url?: string; stripe: Stripe } | undefined;

/** The SDK for this installation's key, sent to STRIPE_API_URL when that is set. */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_URL: url } = env();
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  if (client?.key !== key || client.url !== url) {
    const api = url ? new URL(url) : null;
    const stripe = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
    });
    client = { key, url, stripe };
  }
  return client.stripe;
}

/** Stripe's checkout languages for ours (all nine are among them). */
const CHECKOUT_LOCALE = { en: 'en', de: 'de', fr: 'fr', nl: 'nl', es: 'es', ru: 'ru', it: 'it', pt: 'pt', pl: 'pl' } as const;

/**
 * A Stripe Checkout session for a pending purchase: one line, the programme at the purchase's
 * amount and currency, the purchase's id as the client reference. Returns the address to send
 * the buyer to. A purchase asked again (a second tab) answers its open session; one whose
 * session has expired is declined, and null is answered (a new purchase is started).
 */
export async function createStripeCheckout(
  db: Db,
  pending: Purchase,
  input: { email: string; productName: string; successUrl: string; cancelUrl: string },
): Promise<string | null> {
  if (pending.providerSessionId) {
    const known = await stripeClient().checkout.sessions.retrieve(pending.providerSessionId);
    if (known.status === 'open' && known.url) return known.url;
    // Paid a moment ago: the page that waits for the confirmation.
    if (known.status === 'complete') return input.successUrl;
    await closeCheckouts(db, eq(purchase.id, pending.id));
    return null;
  }
  const session = await stripeClient().checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: pending.id,
      metadata: { purchaseId: pending.id, reference: pending.reference },
      payment_intent_data: { metadata: { purchaseId: pending.id, reference: pending.reference } },
      customer_email: input.email,
      locale: CHECKOUT_LOCALE[pending.locale as keyof typeof CHECKOUT_LOCALE] ?? 'auto',
      line_items: [{ quantity: 1, price_data: { currency: pending.currency.toLowerCase(), unit_amount: pending.amountMinor, product_data: { name: input.productName } } }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    // One session per purchase, also when the request is sent twice.
    { idempotencyKey: `checkout-${pending.id}` },
  );
  if (!session.url) throw new Error('Stripe answered a checkout session without an address');
  await attachSession(db, pending.id, session.id);
  return session.url;
}

/**
 * Closes checkout sessions of purchases that were closed (a newer checkout, a deleted account), so
 * they cannot be paid any more. A session Stripe cannot expire (already paid, already expired) is
 * left: a payment that still arrives for a closed purchase is refunded (refundSuperfluousPayment).
 */
export async function expireStripeSessions(sessionIds: readonly string[]): Promise<void> {
  await Promise.all(
    sessionIds.map(async (id) => {
      try {
        await stripeClient().checkout.sessions.expire(id);
      } catch (error) {
        log.warn('stripe session not expired', { session: id, ...errorFields(error) });
      }
    }),
  );
}

/**
 * A Stripe payment that took money for nothing (isSuperfluousPayment: the buyer's account is gone,
 * or they had paid already) is refunded in full; Stripe's refund event then marks the purchase.
 * Asked again (a repeated event), Stripe answers the same refund.
 */
export async function refundSuperfluousPayment(db: Db, purchaseId: string, known = false): Promise<void> {
  const found = await purchaseOf(db, purchaseId);
  if (!found || found.provider !== 'stripe' || found.status !== 'paid' || !found.providerPaymentId) return;
  if (!known && !(await isSuperfluousPayment(db, found))) return;
  log.warn('stripe payment refunded: the buyer had paid already or is gone', { purchase: found.id, reference: found.reference });
  await refundStripePayment(found.providerPaymentId, found.id);
}

/** How long an event about a payment not known here is asked for again (Stripe retries for three days). */
const UNKNOWN_RETRY_SECONDS = 6 * 3600;

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** What a Stripe event means for a purchase, or null for events that do not concern one. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = idOf(session.payment_intent);
      // A delayed payment method completes the session unpaid: its own "succeeded" event follows.
      if (session.payment_status !== 'paid' || !session.client_reference_id || !paymentId) return null;
      return { kind: 'completed', provider: 'stripe', eventId: event.id, purchaseId: session.client_reference_id, paymentId, amountMinor: session.amount_total ?? -1, currency: session.currency ?? '' };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return session.client_reference_id ? { kind: 'declined', provider: 'stripe', eventId: event.id, purchaseId: session.client_reference_id } : null;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      // A partial refund leaves the purchase standing.
      return charge.refunded && paymentId ? { kind: 'refunded', provider: 'stripe', eventId: event.id, paymentId } : null;
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentId = idOf(dispute.payment_intent);
      return dispute.status === 'lost' && paymentId ? { kind: 'disputeLost', provider: 'stripe', eventId: event.id, paymentId } : null;
    }
    default:
      return null;
  }
}

/**
 * Stripe's webhook: the signature checked with the SDK against STRIPE_WEBHOOK_SECRET, then the
 * event applied once. 200 for everything handled or of no concern; 400 for a bad signature; 409
 * for a refund or dispute about a payment not known yet, so that Stripe delivers it again later;
 * 503 when a superfluous payment's refund could not be asked for (Stripe delivers it again).
 */
export async function handleStripeWebhook(db: Db, rawBody: string, signature: string | null, now = new Date()): Promise<{ status: number; body: Record<string, unknown> }> {
  // Open whenever a signing secret is configured: refunds and disputes of past Stripe purchases
  // still arrive after an operator switched payments off or to another provider.
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return { status: 404, body: { error: 'not-found' } };
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    return { status: 400, body: { error: 'invalid-argument', fields: { signature: 'invalid' } } };
  }
  const payment = paymentEventOf(event);
  if (!payment) return { status: 200, body: { received: true, handled: false } };
  let superfluous = false;
  const result = await applyPaymentEvent(db, payment, now, queueReceipt, undefined, async () => {
    superfluous = true;
  });
  log.info('stripe webhook', { event: event.id, type: event.type, result });
  if (result === 'unknown') {
    // A purchase exists before its checkout session: a checkout that names none is not this
    // app's (another sale on the same Stripe account). A refund or dispute may come before the
    // payment it is about; it is asked for again for a while, then taken as someone else's.
    const retry = payment.kind === 'refunded' || payment.kind === 'disputeLost' ? now.getTime() / 1000 - event.created < UNKNOWN_RETRY_SECONDS : false;
    return retry ? { status: 409, body: { error: 'aborted', result } } : { status: 200, body: { received: true, result: 'ignored' } };
  }
  if (payment.kind === 'completed' && (result === 'applied' || result === 'duplicate')) {
    try {
      // Found so as it was applied; a repeated delivery checks again (the refund may have failed).
      await refundSuperfluousPayment(db, payment.purchaseId, superfluous);
    } catch (error) {
      // Stripe delivers the event again, and the refund is asked again.
      log.error('stripe refund of a superfluous payment failed', { purchase: payment.purchaseId, ...errorFields(error) });
      return { status: 503, body: { error: 'unavailable' } };
    }
  }
  return { status: 200, body: { received: true, result } };
}

/** handleStripeWebhook on the app's database: POST /api/purchases/stripe-webhook. */
export const receiveStripeWebhook = onAppDb(handleStripeWebhook);

/** Refunds a Stripe payment in full (the admin's refund); the refund's webhook then takes access back. */
export async function refundStripePayment(paymentId: string, purchaseId: string): Promise<void> {
  await stripeClient().refunds.create({ payment_intent: paymentId, metadata: { purchaseId } }, { idempotencyKey: `refund-${purchaseId}` });
}
