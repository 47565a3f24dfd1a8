import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { env } from '@/config/env';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { purchase } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import type { Offer, PurchaseView } from '../offer';
import { currencyFor, isCurrency } from '../prices';
import { paymentsMode } from './mode';
import { applyPaymentEvent, closeCheckouts, hasProgrammeAccess, lockBuyer, startPurchase, type EventResult, type Purchase } from './purchase-store';
import { queueReceipt } from './receipt';

// Buying the programme (decision 0017): what is offered to a person, starting a checkout with
// the price of now, and the test provider's completion. Stripe's checkout and webhook come
// through the same purchase rows and applyPaymentEvent.

export type { Offer, PaymentsMode } from '../offer';

export async function offerOf(db: Db, userId: string, locale: Locale, chosen?: string | null): Promise<Offer | null> {
  const mode = await paymentsMode();
  if (mode === 'off') return null;
  const config = env();
  const rows = await db
    .select({ id: purchase.id, status: purchase.status })
    .from(purchase)
    .where(eq(purchase.userId, userId))
    .orderBy(desc(purchase.createdAt))
    .limit(20);
  return {
    mode,
    prices: config.PRICES,
    currency: currencyFor(locale, config.PRICES, chosen),
    purchased: rows.some((r) => r.status === 'paid') || (await hasProgrammeAccess(db, userId)),
    pending: rows.find((r) => r.status === 'pending') ?? null,
  };
}

export type CheckoutRefusal = 'paymentsOff' | 'alreadyPurchased' | 'noPrice';

/** How long a checkout may be taken up again: Stripe's sessions last 24 hours, and its idempotency keys as long. */
const REUSE_MS = 23 * 3_600_000;

/**
 * A purchase at today's price in the chosen currency, with the provider of this installation.
 * A person has one checkout open at a time: asked again (a second tab, back from Stripe, another
 * currency), the open one is answered when it still fits, and otherwise closed (declined) before
 * the new one starts; `closed` names the provider sessions to expire, so that a closed checkout
 * cannot be paid any more.
 */
export async function startCheckout(
  db: Db,
  userId: string,
  input: { currency: string; locale: Locale },
  now = new Date(),
): Promise<{ ok: true; purchase: Purchase; closed: string[] } | { ok: false; refusal: CheckoutRefusal }> {
  const mode = await paymentsMode();
  if (mode === 'off') return { ok: false, refusal: 'paymentsOff' };
  const config = env();
  const amountMinor = isCurrency(input.currency) ? config.PRICES[input.currency] : undefined;
  if (!isCurrency(input.currency) || amountMinor === undefined) return { ok: false, refusal: 'noPrice' };
  const currency = input.currency;
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await lockBuyer(tx, userId);
    if (await hasProgrammeAccess(tx, userId)) return { ok: false, refusal: 'alreadyPurchased' } as const;
    const open = await tx.select().from(purchase).where(and(eq(purchase.userId, userId), eq(purchase.status, 'pending'))).orderBy(desc(purchase.createdAt));
    const fits = (p: Purchase) => p.provider === mode && p.currency === currency && p.amountMinor === amountMinor && now.getTime() - p.createdAt.getTime() < REUSE_MS;
    const reused = open.find(fits);
    const stale = open.filter((p) => p !== reused).map((p) => p.id);
    const closed = stale.length ? await closeCheckouts(tx, inArray(purchase.id, stale)) : [];
    return { ok: true, purchase: reused ?? (await startPurchase(tx, { userId, provider: mode, currency, amountMinor, locale: input.locale }, now)), closed } as const;
  });
}

/**
 * The test provider's answer for a checkout: "complete" pays it, "decline" declines it, through
 * the same fulfilment as Stripe's webhook. Only the buyer may, and only with PAYMENTS=test.
 */
export async function finishTestCheckout(db: Db, userId: string, purchaseId: string, outcome: 'complete' | 'decline', now = new Date()): Promise<EventResult | 'notFound'> {
  if ((await paymentsMode()) !== 'test') return 'notFound';
  const [row] = await db.select().from(purchase).where(and(eq(purchase.id, purchaseId), eq(purchase.userId, userId), eq(purchase.provider, 'test')));
  if (!row) return 'notFound';
  // One event per outcome and purchase: a double click is the same event, told twice.
  const eventId = `test_${outcome}_${row.id}`;
  if (outcome === 'decline') return applyPaymentEvent(db, { kind: 'declined', provider: 'test', eventId, purchaseId: row.id }, now);
  return applyPaymentEvent(
    db,
    { kind: 'completed', provider: 'test', eventId, purchaseId: row.id, paymentId: `test_payment_${row.id}`, amountMinor: row.amountMinor, currency: row.currency },
    now,
    queueReceipt,
  );
}

/** A purchase as its buyer may see it (the page waiting for the confirmation reads this). */
export async function purchaseStatusOf(db: Db, userId: string, purchaseId: string): Promise<PurchaseView | null> {
  const [row] = await db
    .select({ id: purchase.id, status: purchase.status, provider: purchase.provider, reference: purchase.reference, amountMinor: purchase.amountMinor, currency: purchase.currency })
    .from(purchase)
    .where(and(eq(purchase.id, purchaseId), eq(purchase.userId, userId)));
  return row ? { ...row, unlocked: await hasProgrammeAccess(db, userId) } : null;
}

/** purchaseStatusOf on the app's database: the checkout page and GET /api/purchases/[id]. */
export const purchaseStatusFor = onAppDb(purchaseStatusOf);
