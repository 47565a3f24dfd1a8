import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import type { Database } from '@/db/create';
import { emailOutbox, purchase, user } from '@/db/schema';
import { entitlementOf } from '@/features/programme/server/steps-store';
import { testDatabase } from '../../../../test/database';
import { applyPaymentEvent, hasPurchased, newReference, startPurchase, type PaymentEvent } from './purchase-store';
import { queueReceipt } from './receipt';

let database: Database;
const now = new Date('2026-12-01T10:00:00Z');
let n = 0;
const eventId = () => `evt_${++n}_${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'buyer', name: 'Jan Kowalski', email: 'jan@example.test', locale: 'pl' },
    { id: 'other', name: 'Ola', email: 'ola@example.test', locale: 'de' },
  ]);
});
afterAll(async () => database?.close());
afterEach(() => {
  delete process.env.PAYMENTS;
  resetEnvCache();
});

const receipts = async (userId: string) => database.db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, 'receipt')));

async function pending(userId = 'buyer') {
  return startPurchase(database.db, { userId, provider: 'stripe', currency: 'PLN', amountMinor: 7900, locale: 'pl' }, now);
}
const completed = (purchaseId: string, extra: Partial<Extract<PaymentEvent, { kind: 'completed' }>> = {}): PaymentEvent => ({
  kind: 'completed',
  provider: 'stripe',
  eventId: eventId(),
  purchaseId,
  paymentId: `pi_${purchaseId.slice(0, 8)}`,
  amountMinor: 7900,
  currency: 'pln',
  ...extra,
});

describe('purchases', () => {
  it('have a reference one can read aloud and an unguessable id', async () => {
    expect(newReference()).toMatch(/^EX-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const row = await pending();
    expect(row).toMatchObject({ status: 'pending', currency: 'PLN', amountMinor: 7900, userId: 'buyer' });
    expect(row.id).toMatch(/^[\w-]{22}$/);
  });

  it('are paid once by their event, with one receipt in the buyer’s language, however often the event comes', async () => {
    const { db } = database;
    const row = await pending();
    const event = completed(row.id);
    const results = await Promise.all([applyPaymentEvent(db, event, now, queueReceipt), applyPaymentEvent(db, event, now, queueReceipt)]);
    expect(results.sort()).toEqual(['applied', 'duplicate']);
    expect(await applyPaymentEvent(db, event, now, queueReceipt)).toBe('duplicate');
    // Another delivery of the same news under a new event id changes nothing either.
    expect(await applyPaymentEvent(db, completed(row.id), now, queueReceipt)).toBe('ignored');
    const [paid] = await db.select().from(purchase).where(eq(purchase.id, row.id));
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: `pi_${row.id.slice(0, 8)}` });
    const mail = await receipts('buyer');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ locale: 'pl', category: 'account', toAddress: 'jan@example.test' });
    expect(mail[0]!.subject).toContain(row.reference);
    expect(mail[0]!.textBody).toMatch(/79,00\szł/);
    expect(mail[0]!.textBody).toContain(row.reference);
    expect(await hasPurchased(db, 'buyer')).toBe(true);
  });

  it('refuse a payment whose amount or currency is not the purchase’s', async () => {
    const { db } = database;
    const row = await pending('other');
    expect(await applyPaymentEvent(db, completed(row.id, { amountMinor: 100 }), now)).toBe('ignored');
    expect(await applyPaymentEvent(db, completed(row.id, { currency: 'eur' }), now)).toBe('ignored');
    expect(await hasPurchased(db, 'other')).toBe(false);
    expect(await applyPaymentEvent(db, { kind: 'declined', provider: 'stripe', eventId: eventId(), purchaseId: row.id }, now)).toBe('applied');
    expect(await applyPaymentEvent(db, completed(row.id, { provider: 'test' }), now)).toBe('unknown');
  });

  it('take access back on a refund or a lost dispute, also when the refund is told first', async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'late', name: 'Late', email: 'late@example.test', locale: 'en' });
    const row = await startPurchase(db, { userId: 'late', provider: 'stripe', currency: 'GBP', amountMinor: 1700, locale: 'en' }, now);
    const refund: PaymentEvent = { kind: 'refunded', provider: 'stripe', eventId: eventId(), paymentId: `pi_${row.id.slice(0, 8)}` };
    // Before the payment is known: nothing recorded, so the provider's next delivery is handled.
    expect(await applyPaymentEvent(db, refund, now)).toBe('unknown');
    expect(await applyPaymentEvent(db, completed(row.id, { currency: 'gbp', amountMinor: 1700 }), now)).toBe('applied');
    expect(await hasPurchased(db, 'late')).toBe(true);
    expect(await applyPaymentEvent(db, refund, now)).toBe('applied');
    expect(await applyPaymentEvent(db, refund, now)).toBe('duplicate');
    expect(await hasPurchased(db, 'late')).toBe(false);
    // A late "completed" does not give access back.
    expect(await applyPaymentEvent(db, completed(row.id, { currency: 'gbp', amountMinor: 1700 }), now)).toBe('ignored');
    const [after] = await db.select().from(purchase).where(eq(purchase.id, row.id));
    expect(after).toMatchObject({ status: 'refunded' });

    const second = await startPurchase(db, { userId: 'late', provider: 'stripe', currency: 'GBP', amountMinor: 1700, locale: 'en' }, now);
    await applyPaymentEvent(db, completed(second.id, { currency: 'gbp', amountMinor: 1700, paymentId: 'pi_second' }), now);
    expect(await applyPaymentEvent(db, { kind: 'disputeLost', provider: 'stripe', eventId: eventId(), paymentId: 'pi_second' }, now)).toBe('applied');
    expect(await hasPurchased(db, 'late')).toBe(false);
  });

  it('decide the daily steps only when payments are on', async () => {
    const { db } = database;
    expect(await entitlementOf(db, 'other')).toEqual({ paymentsOn: false, purchased: false });
    process.env.PAYMENTS = 'test';
    resetEnvCache();
    expect(await entitlementOf(db, 'other')).toEqual({ paymentsOn: true, purchased: false });
    expect(await entitlementOf(db, 'buyer')).toEqual({ paymentsOn: true, purchased: true });
  });

  it('stay in the books without the person when an account is deleted', async () => {
    const { db } = database;
    const before = await db.select().from(purchase).where(eq(purchase.userId, 'buyer'));
    await db.delete(user).where(eq(user.id, 'buyer'));
    const ids = before.map((p) => p.id);
    const after = (await db.select().from(purchase)).filter((p) => ids.includes(p.id));
    expect(after).toHaveLength(before.length);
    expect(after.every((p) => p.userId === null)).toBe(true);
  });
});
