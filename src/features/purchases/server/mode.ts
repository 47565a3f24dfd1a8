import 'server-only';
import { cookies } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { env } from '@/config/env';
import type { Env } from '@/config/schema';
import { dataCallCookie } from '@/lib/server/data-call-cookies';

/** A cookie the end-to-end tests set to buy in test mode (or through Stripe's stand-in) on a server that runs with payments off. */
export const TEST_PAYMENTS_COOKIE = 'exhale-test-payments';

/**
 * How this installation takes payments for the request at hand: PAYMENTS. Only with
 * E2E_TEST_ROUTES on (never in production), the end-to-end tests may switch a browser to the test
 * provider with a cookie, so the purchase journey is tested without a server of its own. Outside
 * a request (integration tests, workers) there are no cookies: the configuration answers.
 */
export async function paymentsMode(): Promise<Env['PAYMENTS']> {
  const configured = env().PAYMENTS;
  if (!env().E2E_TEST_ROUTES) return configured;
  try {
    // A data call server.mjs answers has its own cookies; any other read, the request's.
    const fromDataCall = dataCallCookie(TEST_PAYMENTS_COOKIE);
    const wanted = fromDataCall !== null ? fromDataCall : (await cookies()).get(TEST_PAYMENTS_COOKIE)?.value;
    if (wanted === 'test') return 'test';
    // Stripe only where its keys are configured (the e2e server talks to a local stand-in).
    if (wanted === 'stripe' && env().STRIPE_SECRET_KEY && env().STRIPE_WEBHOOK_SECRET) return 'stripe';
    return configured;
  } catch (error) {
    // Next.js's own signals (a render that must be dynamic) go on; "no request" falls back.
    unstable_rethrow(error);
    return configured;
  }
}
