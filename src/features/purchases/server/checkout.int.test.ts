import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import type { Database } from '@/db/create';
import { emailOutbox, user } from '@/db/schema';
import { entitlementOf } from '@/features/programme/server/steps-store';
import { testDatabase } from '../../../../test/database';
import { finishTestCheckout, offerOf, purchaseStatusOf, startCheckout } from './checkout';

let database: Database;
const now = new Date('2026-12-01T10:00:00Z');

function payments(mode: 'off' | 'test' | 'stripe', prices?: string) {
  process.env.PAYMENTS = mode;
  if (mode === 'stripe') Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_checkout', STRIPE_WEBHOOK_SECRET: 'whsec_checkout' });
  if (prices) process.env.PRICES = prices;
  resetEnvCache();
}

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'nina', name: 'Nina', email: 'nina@example.test', locale: 'nl' },
    { id: 'otto', name: 'Otto', email: 'otto@example.test', locale: 'de' },
  ]);
});
afterAll(async () => database?.close());
afterEach(() => {
  for (const name of ['PAYMENTS', 'PRICES', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
  resetEnvCache();
});

describe('checkout', () => {
  it('offers nothing and sells nothing while payments are off', async () => {
    const { db } = database;
    expect(await offerOf(db, 'nina', 'nl')).toBeNull();
    expect(await startCheckout(db, 'nina', { currency: 'EUR', locale: 'nl' }, now)).toEqual({ ok: false, refusal: 'paymentsOff' });
  });

  it('in test mode: the price of the chosen currency, completed once through the fulfilment, with its receipt', async () => {
    const { db } = database;
    payments('test', 'EUR=12.50,PLN=55');
    expect(await offerOf(db, 'nina', 'nl')).toEqual({ mode: 'test', prices: { EUR: 1250, PLN: 5500 }, currency: 'EUR', purchased: false, pending: null });
    expect(await offerOf(db, 'nina', 'nl', 'PLN')).toMatchObject({ currency: 'PLN' });
    expect(await startCheckout(db, 'nina', { currency: 'USD', locale: 'nl' }, now)).toEqual({ ok: false, refusal: 'noPrice' });
    const started = await startCheckout(db, 'nina', { currency: 'PLN', locale: 'nl' }, now);
    if (!started.ok) throw new Error('not started');
    expect(started.purchase).toMatchObject({ provider: 'test', currency: 'PLN', amountMinor: 5500, status: 'pending' });
    expect(await offerOf(db, 'nina', 'nl')).toMatchObject({ pending: { id: started.purchase.id, status: 'pending' } });
    // Only the buyer finishes it; a double click is one payment.
    expect(await finishTestCheckout(db, 'otto', started.purchase.id, 'complete', now)).toBe('notFound');
    expect(await Promise.all([finishTestCheckout(db, 'nina', started.purchase.id, 'complete', now), finishTestCheckout(db, 'nina', started.purchase.id, 'complete', now)])).toEqual(expect.arrayContaining(['applied', 'duplicate']));
    expect(await purchaseStatusOf(db, 'nina', started.purchase.id)).toMatchObject({ status: 'paid', amountMinor: 5500, currency: 'PLN' });
    expect(await purchaseStatusOf(db, 'otto', started.purchase.id)).toBeNull();
    expect(await entitlementOf(db, 'nina')).toEqual({ paymentsOn: true, purchased: true });
    expect(await db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, 'nina'), eq(emailOutbox.template, 'receipt')))).toHaveLength(1);
    expect(await startCheckout(db, 'nina', { currency: 'EUR', locale: 'nl' }, now)).toEqual({ ok: false, refusal: 'alreadyPurchased' });
  });

  it('in test mode a declined checkout gives no access and can be tried again', async () => {
    const { db } = database;
    payments('test');
    const first = await startCheckout(db, 'otto', { currency: 'EUR', locale: 'de' }, now);
    if (!first.ok) throw new Error('not started');
    expect(await finishTestCheckout(db, 'otto', first.purchase.id, 'decline', now)).toBe('applied');
    expect(await purchaseStatusOf(db, 'otto', first.purchase.id)).toMatchObject({ status: 'declined' });
    expect(await entitlementOf(db, 'otto')).toEqual({ paymentsOn: true, purchased: false });
    expect(await startCheckout(db, 'otto', { currency: 'EUR', locale: 'de' }, now)).toMatchObject({ ok: true });
  });

  it('the test completion is refused unless the installation is in test mode', async () => {
    const { db } = database;
    payments('stripe');
    const started = await startCheckout(db, 'otto', { currency: 'GBP', locale: 'de' }, now);
    if (!started.ok) throw new Error('not started');
    expect(started.purchase.provider).toBe('stripe');
    expect(await finishTestCheckout(db, 'otto', started.purchase.id, 'complete', now)).toBe('notFound');
  });

  it('keeps one checkout open per person, and refunds a second test payment at once, unlocked still', async () => {
    const { db } = database;
    payments('test');
    await db.insert(user).values({ id: 'pia', name: 'Pia', email: 'pia@example.test', locale: 'it' });
    const [first, again] = await Promise.all([startCheckout(db, 'pia', { currency: 'EUR', locale: 'it' }, now), startCheckout(db, 'pia', { currency: 'EUR', locale: 'it' }, now)]);
    if (!first.ok || !again.ok) throw new Error('not started');
    expect(again.purchase.id).toBe(first.purchase.id);
    const other = await startCheckout(db, 'pia', { currency: 'GBP', locale: 'it' }, now);
    if (!other.ok) throw new Error('not started');
    expect(await purchaseStatusOf(db, 'pia', first.purchase.id)).toMatchObject({ status: 'declined' });

    // Both pages were open: the GBP one is paid, then the closed EUR one.
    expect(await finishTestCheckout(db, 'pia', other.purchase.id, 'complete', now)).toBe('applied');
    expect(await finishTestCheckout(db, 'pia', first.purchase.id, 'complete', now)).toBe('applied');
    expect(await purchaseStatusOf(db, 'pia', other.purchase.id)).toMatchObject({ status: 'paid', unlocked: true });
    expect(await purchaseStatusOf(db, 'pia', first.purchase.id)).toMatchObject({ status: 'refunded', unlocked: true });
    const receipts = await db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, 'pia'), eq(emailOutbox.template, 'receipt')));
    expect(receipts).toHaveLength(1);
    expect(await startCheckout(db, 'pia', { currency: 'EUR', locale: 'it' }, now)).toEqual({ ok: false, refusal: 'alreadyPurchased' });
  });
});
