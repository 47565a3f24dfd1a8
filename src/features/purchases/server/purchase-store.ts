import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { accessGrant, paymentEvent, purchase } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import type { Currency } from '../prices';

// Purchases and what the payment providers tell about them (decision 0017). Access follows the
// status; only the provider's events change it, each one applied once, in one transaction with
// the receipt it sends. The test checkout and Stripe's webhook both come through applyPaymentEvent.

export type Purchase = typeof purchase.$inferSelect;
export type Provider = Purchase['provider'];

/** Crockford's base32 without look-alike letters: a reference is read aloud and typed. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "EX-7K2M-9QF4": 40 random bits, enough to be unique among the sales of an operator. */
export function newReference(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `EX-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

/** Holds the buyer's purchases for the rest of the transaction: checkouts and payments of one person in turn. */
export async function lockBuyer(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase:${userId}`}))`);
}

/**
 * Closes the open checkouts among `which` (declined): replaced by a newer one, their Stripe session
 * expired, or their account deleted. Answers the Stripe sessions to expire once this is committed,
 * so that a closed checkout cannot be paid any more.
 */
export async function closeCheckouts(tx: Db, which: SQL): Promise<string[]> {
  const closed = await tx
    .update(purchase)
    .set({ status: 'declined' })
    .where(and(which, eq(purchase.status, 'pending')))
    .returning({ provider: purchase.provider, session: purchase.providerSessionId });
  return closed.flatMap((c) => (c.provider === 'stripe' && c.session ? [c.session] : []));
}

/** A new purchase waiting for its checkout: the price as it is now, in the chosen currency. */
export async function startPurchase(db: Db, input: { userId: string; provider: Provider; currency: Currency; amountMinor: number; locale: Locale }, now = new Date()): Promise<Purchase> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(purchase)
        .values({ id: randomBytes(16).toString('base64url'), reference: newReference(), status: 'pending', createdAt: now, ...input })
        .returning();
      return row!;
    } catch (error) {
      // Two references alike: draw again (one in a trillion).
      if (attempt < 2 && String((error as Error).message).includes('purchase_reference_idx')) continue;
      throw error;
    }
  }
}

/** Records the provider's checkout session for a purchase (Stripe's `cs_…`). */
export async function attachSession(db: Db, purchaseId: string, providerSessionId: string): Promise<void> {
  await db.update(purchase).set({ providerSessionId }).where(eq(purchase.id, purchaseId));
}

/** What a provider told: a checkout paid or declined, or a payment taken back. */
export type PaymentEvent =
  | { kind: 'completed'; provider: Provider; eventId: string; purchaseId: string; paymentId: string; amountMinor: number; currency: string }
  | { kind: 'declined'; provider: Provider; eventId: string; purchaseId: string }
  | { kind: 'refunded' | 'disputeLost'; provider: Provider; eventId: string; paymentId: string };

/**
 * - `applied`: the purchase changed;
 * - `duplicate`: this event was handled before;
 * - `ignored`: nothing to change (already in that state, or an amount that does not match);
 * - `unknown`: no purchase it is about yet (nothing recorded: a later delivery is tried again).
 */
export type EventResult = 'applied' | 'duplicate' | 'ignored' | 'unknown';

/** Runs in the event's transaction after a purchase is paid: the receipt. */
export type OnPaid = (tx: Db, paid: Purchase) => Promise<void>;

/**
 * Applies a provider's event to its purchase, once. `onPaid` runs in the transaction when it pays
 * the purchase (the receipt); `onApplied` whenever the event changed it (an admin's audit entry).
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent, now = new Date(), onPaid?: OnPaid, onApplied?: OnPaid, onSuperfluous?: OnPaid): Promise<EventResult> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const where =
      event.kind === 'completed' || event.kind === 'declined'
        ? eq(purchase.id, event.purchaseId)
        : and(eq(purchase.provider, event.provider), eq(purchase.providerPaymentId, event.paymentId));
    // One buyer's checkouts and payments one after the other (so that of two payments at once one
    // is seen as the second), and the purchase's row locked: two deliveries at once are taken in turn.
    const [buyer] = await tx.select({ userId: purchase.userId }).from(purchase).where(where);
    if (buyer?.userId) await lockBuyer(tx, buyer.userId);
    const [found] = await tx.select().from(purchase).where(where).for('update');
    if (!found || found.provider !== event.provider) return 'unknown';
    const recorded = await tx.insert(paymentEvent).values({ provider: event.provider, id: event.eventId, type: event.kind, purchaseId: found.id, receivedAt: now }).onConflictDoNothing().returning({ id: paymentEvent.id });
    if (!recorded.length) return 'duplicate';

    if (event.kind === 'completed') {
      // A refund or a dispute that came first wins: access is not given back by a late event.
      if (found.status !== 'pending' && found.status !== 'declined') return 'ignored';
      if (event.amountMinor !== found.amountMinor || event.currency.toUpperCase() !== found.currency) return 'ignored';
      const [paid] = await tx.update(purchase).set({ status: 'paid', paidAt: now, providerPaymentId: event.paymentId }).where(eq(purchase.id, found.id)).returning();
      // The buyer's payments are taken in turn (lockBuyer): another one paid means this one is the second.
      if (await isSuperfluousPayment(tx, paid!, { anyOther: true })) {
        // Money taken for nothing: no receipt, and the payment goes back. The test provider
        // refunds here; for Stripe the webhook asks for the refund (refundSuperfluousPayment), and
        // Stripe's refund event then marks the purchase.
        const after =
          paid!.provider === 'test'
            ? (await tx.update(purchase).set({ status: 'refunded', revokedAt: now }).where(eq(purchase.id, found.id)).returning())[0]!
            : paid!;
        await onApplied?.(tx, after);
        await onSuperfluous?.(tx, after);
        return 'applied';
      }
      await onPaid?.(tx, paid!);
      await onApplied?.(tx, paid!);
      return 'applied';
    }
    if (event.kind === 'declined') {
      if (found.status !== 'pending') return 'ignored';
      const [declined] = await tx.update(purchase).set({ status: 'declined' }).where(eq(purchase.id, found.id)).returning();
      await onApplied?.(tx, declined!);
      return 'applied';
    }
    if (found.status !== 'paid') return 'ignored';
    const [revoked] = await tx
      .update(purchase)
      .set({ status: event.kind === 'refunded' ? 'refunded' : 'disputed', revokedAt: now })
      .where(eq(purchase.id, found.id))
      .returning();
    await onApplied?.(tx, revoked!);
    return 'applied';
  });
}

/**
 * Whether a paid purchase took money for nothing: its buyer's account is gone, or the buyer had
 * already paid for the programme through an earlier purchase (a second checkout paid from an old
 * tab or an old Stripe page). Of two such payments, the later one is the superfluous one;
 * `anyOther` (while the buyer is locked, as a payment is applied) counts any other payment.
 */
export async function isSuperfluousPayment(db: Db, paid: Pick<Purchase, 'id' | 'userId' | 'paidAt' | 'status'>, { anyOther = false } = {}): Promise<boolean> {
  if (paid.status !== 'paid' || !paid.paidAt) return false;
  if (!paid.userId) return true;
  const [earlier] = await db
    .select({ one: sql<number>`1` })
    .from(purchase)
    .where(
      and(
        eq(purchase.userId, paid.userId),
        eq(purchase.status, 'paid'),
        ne(purchase.id, paid.id),
        anyOther ? undefined : sql`(${purchase.paidAt}, ${purchase.id}) < (${paid.paidAt.toISOString()}::timestamptz, ${paid.id})`,
      ),
    )
    .limit(1);
  return Boolean(earlier);
}

/** Whether the person has the programme: a purchase paid and not taken back. */
export async function hasPurchased(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(purchase).where(and(eq(purchase.userId, userId), eq(purchase.status, 'paid'))).limit(1);
  return Boolean(row);
}

/** Whether the person may use the whole programme: bought it, or an operator granted it. */
export async function hasProgrammeAccess(db: Db, userId: string): Promise<boolean> {
  const rows = await db.execute<{ yes: boolean }>(sql`select (
    exists (select 1 from ${purchase} where ${purchase.userId} = ${userId} and ${purchase.status} = 'paid')
    or exists (select 1 from ${accessGrant} where ${accessGrant.userId} = ${userId} and ${accessGrant.kind} = 'programme' and ${accessGrant.revokedAt} is null)
  ) as yes`);
  return Boolean(rowsOf<{ yes: boolean }>(rows)[0]?.yes);
}

export async function purchaseOf(db: Db, id: string): Promise<Purchase | null> {
  const [row] = await db.select().from(purchase).where(eq(purchase.id, id));
  return row ?? null;
}
