import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server that answers as Stripe's API does for the calls the app makes (checkout
// sessions and refunds), for the SDK pointed at it with STRIPE_API_URL. It keeps every request
// so tests can check what was sent.

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  form: URLSearchParams;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  /** Answers already given per idempotency key, as Stripe replays them. */
  const replies = new Map<string, string>();
  let next = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const form = new URLSearchParams(raw);
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
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          currency: form.get('line_items[0][price_data][currency]'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          payment_status: 'unpaid',
          status: 'open',
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          url: `${address()}/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return send(200, { id: `re_${++next}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: address(), requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
