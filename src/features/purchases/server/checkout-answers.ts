import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { user } from '@/db/schema';
import { siteUrl } from '@/features/mail/server/links';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import type { AppErrorCode } from '@/lib/app-error';
import { errorFields, log } from '@/lib/logger';
import { finishTestCheckout, purchaseStatusOf, startCheckout, type CheckoutRefusal } from './checkout';
import { createStripeCheckout, expireStripeSessions } from './stripe';

// What the purchase endpoints answer (POST /api/purchases/checkout and …/test-checkout): the
// address to go to, or a refusal with its code (and so its status) and the message key the page
// translates (`purchases.errors.<reason>`), under the field it is about.

type Refused = { error: AppErrorCode; reason: string; fields: Record<string, string> };

const CODES: Record<CheckoutRefusal, AppErrorCode> = {
  paymentsOff: 'failed-precondition',
  alreadyPurchased: 'already-exists',
  noPrice: 'invalid-argument',
};

const refused = (error: AppErrorCode, reason: string, field = 'form'): Refused => ({ error, reason, fields: { [field]: reason } });

/**
 * Starts a checkout and answers where the buyer goes next: the test checkout page, or Stripe's
 * checkout, which comes back to that same page (it waits there for the webhook) or, cancelled,
 * to the programme.
 */
export async function checkoutAnswer(db: Db, userId: string, input: { currency: string; locale: Locale }, now = new Date()): Promise<{ url: string } | Refused> {
  // Twice at most: an open purchase whose Stripe session has expired is closed, and a new one starts.
  for (let round = 0; round < 2; round++) {
    const started = await startCheckout(db, userId, input, now);
    if (!started.ok) return refused(CODES[started.refusal], started.refusal, started.refusal === 'noPrice' ? 'currency' : 'form');
    const { purchase, closed } = started;
    const page = publicPath('/checkout/[id]', input.locale, { id: purchase.id });
    if (purchase.provider === 'test') return { url: page };
    const [[buyer], messages] = await Promise.all([db.select({ email: user.email }).from(user).where(eq(user.id, userId)), loadMessages(input.locale), expireStripeSessions(closed)]);
    try {
      const url = await createStripeCheckout(db, purchase, {
        email: buyer!.email,
        productName: messages.purchases.productName,
        successUrl: siteUrl(page),
        cancelUrl: siteUrl(publicPath('/quit-smoking', input.locale)),
      });
      if (url) return { url };
    } catch (error) {
      // The purchase stays pending without a session: nothing was charged, and a new try starts afresh.
      log.error('stripe checkout failed', { purchase: purchase.id, ...errorFields(error) });
      return refused('unavailable', 'providerUnavailable');
    }
  }
  return refused('unavailable', 'providerUnavailable');
}

/** The test provider's "complete" or "decline" (PAYMENTS=test only), answered with the purchase's status. */
export async function testCheckoutAnswer(db: Db, userId: string, input: { id: string; outcome: 'complete' | 'decline' }, now = new Date()): Promise<{ status: string } | Refused> {
  const result = await finishTestCheckout(db, userId, input.id, input.outcome, now);
  const view = result === 'notFound' ? null : await purchaseStatusOf(db, userId, input.id);
  if (!view) return refused('not-found', 'notFound');
  // A second click, or "decline" after "complete", changes nothing: the page shows what stands.
  return { status: view.status };
}
