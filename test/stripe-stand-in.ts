import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local HTTP server that answers as Stripe's API does for the calls the app makes (checkout
// sessions and refunds), for the SDK pointed at it with STRIPE_API_URL. It keeps every request
// so tests can check what was sent. Given a webhook (the end-to-end tests), it also plays
// Stripe's side: a hosted checkout page whose "Pay" sends the signed checkout.session.completed
// event and returns to the success address, a session expired on request (its page can no longer
// pay), and a refund that sends charge.refunded.

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  form: URLSearchParams;
}

export interface SentEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
  status: number;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  /** Webhook deliveries made so far (with a webhook configured). */
  events: SentEvent[];
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  /** Where to deliver events and the secret to sign them with, as Stripe does. */
  webhook?: { url: string; secret: string };
  /** Delivers checkout.session.completed this long after the buyer is sent back (Stripe may be late). */
  deliveryDelayMs?: number;
}

interface Session {
  id: string;
  clientReferenceId: string | null;
  currency: string | null;
  amountTotal: number;
  successUrl: string | null;
  cancelUrl: string | null;
  paymentIntent: string | null;
  status: 'open' | 'complete' | 'expired';
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const events: SentEvent[] = [];
  const sessions = new Map<string, Session>();
  /** Answers already given per idempotency key, as Stripe replays them. */
  const replies = new Map<string, string>();
  let next = 0;

  async function deliver(type: string, object: Record<string, unknown>): Promise<SentEvent | null> {
    if (!options.webhook) return null;
    const id = `evt_test_${++next}`;
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    const answer = await fetch(options.webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload }).catch(() => null);
    const sent = { id, type, payload, signature, status: answer?.status ?? 0 };
    events.push(sent);
    return sent;
  }

  const sessionJson = (session: Session) => ({
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    client_reference_id: session.clientReferenceId,
    currency: session.currency,
    amount_total: session.amountTotal,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    payment_intent: session.paymentIntent,
    status: session.status,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: session.status === 'open' ? `${address()}/pay/${session.id}` : null,
  });

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0]!;
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        const form = new URLSearchParams(raw);
        const html = (status: number, body: string) => {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(body);
        };
        if (path === '/health') return html(200, 'ok');
        if (path === '/events' && req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(events));
        }
        // The hosted checkout page, and its two answers.
        const pay = /^\/pay\/(cs_test_\d+)$/.exec(path);
        if (pay) {
          const session = sessions.get(pay[1]!);
          if (!session) return html(404, page('Not found', '<h1>No such checkout</h1>'));
          if (session.status !== 'open') return html(410, page('Checkout closed', `<h1>This checkout is ${session.status}</h1>`));
          if (req.method === 'GET') {
            const amount = `${(session.amountTotal / 100).toFixed(2)} ${session.currency?.toUpperCase()}`;
            return html(200, page('Stripe stand-in checkout', `<h1>Stripe stand-in checkout</h1><p>Amount: <strong data-testid="stand-in-amount">${amount}</strong></p><form method="post"><button name="answer" value="pay">Pay</button> <button name="answer" value="cancel">Cancel</button></form>`));
          }
          if (form.get('answer') === 'cancel') {
            res.writeHead(303, { location: session.cancelUrl ?? '/' });
            return res.end();
          }
          session.paymentIntent ??= `pi_test_${++next}`;
          session.status = 'complete';
          const completed = () =>
            deliver('checkout.session.completed', {
              id: session.id,
              object: 'checkout.session',
              client_reference_id: session.clientReferenceId,
              payment_status: 'paid',
              status: 'complete',
              payment_intent: session.paymentIntent,
              amount_total: session.amountTotal,
              currency: session.currency,
            });
          if (options.deliveryDelayMs) setTimeout(() => void completed(), options.deliveryDelayMs);
          else await completed();
          res.writeHead(303, { location: session.successUrl ?? '/' });
          return res.end();
        }

        requests.push({ method: req.method ?? 'GET', path, idempotencyKey: key, authorization: (req.headers.authorization as string | undefined) ?? null, form });
        const send = (status: number, body: unknown) => {
          const text = JSON.stringify(body);
          if (key && status === 200) replies.set(key, text);
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++next}` });
          res.end(text);
        };
        if (key && replies.has(key)) {
          res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
          res.end(replies.get(key));
          return;
        }
        if (!req.headers.authorization?.startsWith('Bearer sk_test_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          const id = `cs_test_${++next}`;
          const session: Session = {
            id,
            clientReferenceId: form.get('client_reference_id'),
            currency: form.get('line_items[0][price_data][currency]'),
            amountTotal: Number(form.get('line_items[0][price_data][unit_amount]')),
            successUrl: form.get('success_url'),
            cancelUrl: form.get('cancel_url'),
            paymentIntent: null,
            status: 'open',
          };
          sessions.set(id, session);
          return send(200, sessionJson(session));
        }
        const known = /^\/v1\/checkout\/sessions\/(cs_test_\d+)(\/expire)?$/.exec(path);
        if (known) {
          const session = sessions.get(known[1]!);
          if (!session) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${known[1]}'` } });
          if (req.method === 'GET' && !known[2]) return send(200, sessionJson(session));
          if (req.method === 'POST' && known[2]) {
            if (session.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".` } });
            session.status = 'expired';
            send(200, sessionJson(session));
            await deliver('checkout.session.expired', { ...sessionJson(session), url: null });
            return;
          }
        }
        if (req.method === 'POST' && path === '/v1/refunds') {
          const paymentIntent = form.get('payment_intent');
          const refund = { id: `re_${++next}`, object: 'refund', payment_intent: paymentIntent, status: 'succeeded' };
          send(200, refund);
          // Stripe tells the refund's outcome by its own event, after answering the request.
          const session = [...sessions.values()].find((s) => s.paymentIntent === paymentIntent);
          if (session) await deliver('charge.refunded', { id: `ch_test_${++next}`, object: 'charge', payment_intent: paymentIntent, refunded: true, amount: session.amountTotal, amount_refunded: session.amountTotal, currency: session.currency });
          return;
        }
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: address(), requests, events, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
